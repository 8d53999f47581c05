/**
 * `npm run lint`'s import check: prints every broken import boundary and
 * every import cycle under src/, among files or folders (rules:
 * scripts/import-rules.ts), and exits 1
 * when there is one. `--graph` prints the counts of files, edges and cycles;
 * `--root <dir>` checks another checkout (e.g. an older commit's worktree).
 */
import path from 'node:path';
import { checkImports, importCycles, importEdges, sourceFiles } from './import-rules.ts';

const rootArg = process.argv.indexOf('--root');
const root =
  rootArg > 0
    ? path.resolve(process.argv[rootArg + 1] ?? '.')
    : path.resolve(import.meta.dirname, '..');

if (process.argv.includes('--graph')) {
  const files = sourceFiles(root);
  const edges = importEdges(root, files);
  const runtime = edges.filter((e) => !e.typeOnly);
  console.log(
    `${files.length} files, ${edges.length} imports; cycles: ${importCycles(runtime).length} at run time, ${importCycles(edges).length} counting type-only imports`,
  );
}

const problems = checkImports(root);
for (const p of problems) {
  if (p.kind === 'boundary') console.error(`${p.edge.from} -> ${p.edge.to}: ${p.rule}`);
  else if (p.kind === 'cycle')
    console.error(`import cycle: ${[...p.files, p.files[0]].join(' -> ')}`);
  else {
    console.error(`folder cycle: ${[...p.folders, p.folders[0]].join(' -> ')}`);
    for (const e of p.edges) console.error(`  ${e.from} -> ${e.to}`);
  }
}
if (problems.length > 0) {
  console.error(`\n${problems.length} import problem(s); see scripts/import-rules.ts`);
  process.exit(1);
}
console.log('imports: boundaries kept, no cycles among files or folders');
