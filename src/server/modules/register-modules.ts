/** Registers every API module, explicitly and in one place. */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app.ts';

export async function registerApiModules(_app: FastifyInstance, _deps: AppDeps): Promise<void> {
  // Modules register here: catalog, banners, cars, leads ...
}
