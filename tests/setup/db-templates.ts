/**
 * Vitest global set-up of the server projects: builds the run's test
 * database templates of the project's database kind (migrated with the
 * catalogue, and with the inventory fixture too; src/server/testing/db-templates.ts)
 * once, before the workers start, gives them to the test files, and removes
 * them when the run ends.
 */
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildTemplates } from '../../src/server/testing/db-templates.ts';

export default async function setup(project: TestProject) {
  const kind = project.name === 'server-postgres' ? 'postgres' : 'sqlite';
  const t0 = performance.now();
  const built = await buildTemplates(
    kind,
    path.join(os.tmpdir(), `carsetu-templates-${kind}-${process.pid}`),
    process.env.TEST_DATABASE_URL,
  );
  project.provide('dbTemplates', built.templates);
  console.log(
    `test database templates (${kind}) built in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  return () => built.remove();
}
