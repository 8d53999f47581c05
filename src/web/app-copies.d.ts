/**
 * Boot script parts the app bundles again as a module of its own (`?app`,
 * src/web/main.tsx), so the boot script stays one file: their types.
 */
declare module '*/boot-invokers.ts?app' {
  export function answerInvokerCommands(): void;
}
