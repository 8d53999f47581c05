/**
 * `npm start`: builds the web app and its server-render bundle in every
 * language (scripts/web-build.ts) when one is missing or older than their
 * sources, then starts the server (which migrates, seeds on first start and
 * serves web and API together on PORT).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from '../src/server/config/config.ts';
import { demoSignInEnv } from '../src/server/demo-sign-in.ts';
import { buildWhenStale } from './web-build.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');

Object.assign(process.env, demoSignInEnv(process.env));

// A wrong setting stops here, before the (slower) web build.
try {
  loadConfig();
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}

try {
  buildWhenStale(dist, console.log);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  console.error('The web build failed.');
  process.exit(1);
}

const { main } = await import('../src/server/server.ts');
await main();
