/**
 * Vite's build manifest (dist/web/.vite/manifest.json): which output files
 * a source module needs. Read by the server (the chunks and styles a
 * server-rendered page preloads) and by `npm run check:js` (first-load JS
 * budgets, scripts/js-budget.ts).
 */

import fs from 'node:fs';
import path from 'node:path';

/** One chunk of the manifest (only the fields read here). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** A manifest that does not describe the build it should. */
export class ManifestError extends Error {}

/** The manifest key of the HTML entry (index.html). Throws ManifestError when unclear. */
export function entryKey(manifest: Manifest): string {
  const entries = Object.keys(manifest).filter((k) => manifest[k].isEntry);
  if (entries.length === 1) return entries[0];
  if (entries.includes('index.html')) return 'index.html';
  throw new ManifestError(
    `the build manifest has ${entries.length} entry chunks (${entries.join(', ') || 'none'}); expected index.html`,
  );
}

/**
 * The given chunks and everything they import statically, each once, in
 * visit order. Throws ManifestError for a key the manifest lacks.
 */
export function staticClosure(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string, from: string | undefined) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) {
      throw new ManifestError(
        `the build manifest has no chunk "${key}"${from ? ` (imported by "${from}")` : ''}`,
      );
    }
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported, key);
  };
  for (const key of keys) visit(key, undefined);
  return [...seen];
}

/** The manifest of the client build at `webRoot`, or {} when it has none. */
export function readManifest(webRoot: string): Manifest {
  const file = path.join(webRoot, '.vite', 'manifest.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest) : {};
}
