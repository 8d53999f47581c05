/**
 * A bare Fastify route that sends fixed bytes, for `npm run bench:pages`
 * (bench/pages-html-json.ts): given the car page's and its JSON's answers
 * exactly as CarSetu sent them (compressed, with their types), it answers
 * them at /html and /json with nothing else to do, so a load run against it
 * shows what moving those bytes alone costs the load generator and the
 * network. Started with PORT and BYTES_DIR (html.bin, json.bin, meta.json).
 */
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';

interface Meta {
  [name: string]: { contentType: string; contentEncoding?: string };
}

const dir = String(process.env.BYTES_DIR);
const meta = JSON.parse(fs.readFileSync(path.join(dir, 'meta.json'), 'utf8')) as Meta;
const app = Fastify({ logger: false });
for (const [name, m] of Object.entries(meta)) {
  const body = fs.readFileSync(path.join(dir, `${name}.bin`));
  app.get(`/${name}`, (_request, reply) => {
    if (m.contentEncoding) reply.header('content-encoding', m.contentEncoding);
    reply.type(m.contentType).send(body);
  });
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('bytes server ready');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
