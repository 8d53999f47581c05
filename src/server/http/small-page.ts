/**
 * A small page of its own, outside the app (the links in WhatsApp messages:
 * /alerts/stop, /listing/renew): a card with CarSetu's name, `title` and
 * `body` (HTML the caller escapes), noindex, no script. Works on any phone.
 */
export const smallPage = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title} | CarSetu</title>
<style>body{margin:0;padding:0 1rem;font:16px/1.5 system-ui,sans-serif;background:#f6f7f9;color:#1f2937}
main{max-width:28rem;margin:12vh auto;padding:2rem;background:#fff;border-radius:1rem;box-shadow:0 1px 3px #0002}
h1{font-size:1.4rem;margin:0 0 .5rem}a{color:#0b4ea2}
button{min-height:3rem;padding:0 1.5rem;border:0;border-radius:.75rem;background:#0b4ea2;color:#fff;font:600 1rem system-ui,sans-serif;cursor:pointer}
.brand{font-weight:700;color:#0b4ea2;margin-bottom:1rem}</style></head>
<body><main><p class="brand">CarSetu</p>${body}</main></body></html>`;
