/**
 * Every API route, read from the app itself so a route added tomorrow is
 * fuzzed without a change here: the OpenAPI document (/api/docs/json, built
 * from the routes' zod schemas) gives each route's method, path, whether it
 * wants a Bearer token, and its path, query and body fields with their JSON
 * schemas; `app.printRoutes()` lists what the router really serves, so a
 * route hidden from the document is caught (`undocumentedRoutes`).
 */
import type { App } from '../app.ts';

/** The JSON schema of one field, as the OpenAPI document gives it. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  [key: string]: unknown;
}

export interface FieldSpec {
  name: string;
  schema: JsonSchema;
  required: boolean;
}

export interface RouteSpec {
  method: string;
  /** OpenAPI path, with {name} for path parameters. */
  path: string;
  /** "post /api/leadqrcode/addleadqrcode": the route's key, lower case (the router ignores case). */
  key: string;
  auth: boolean;
  params: FieldSpec[];
  query: FieldSpec[];
  /** Body fields, or undefined when the route takes no body. */
  body: FieldSpec[] | undefined;
}

interface OpenApiOperation {
  security?: unknown[];
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

export const routeKey = (method: string, path: string) =>
  `${method.toLowerCase()} ${path.toLowerCase()}`;

const isApiPath = (path: string) => /^\/api\//i.test(path) || path === '/login';
const isDocsPath = (path: string) => /^\/api\/docs(\/|$)/i.test(path);

/** Every route the OpenAPI document describes (the docs pages themselves left out). */
export async function apiRoutes(app: App): Promise<RouteSpec[]> {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (res.statusCode !== 200) throw new Error(`/api/docs/json answered ${res.statusCode}`);
  const doc = res.json() as { paths: Record<string, Record<string, OpenApiOperation>> };
  const routes: RouteSpec[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    if (isDocsPath(path)) continue;
    for (const [method, op] of Object.entries(operations)) {
      const parameters = op.parameters ?? [];
      const fields = (where: string) =>
        parameters
          .filter((p) => p.in === where)
          .map((p) => ({ name: p.name, schema: p.schema ?? {}, required: p.required === true }));
      const bodySchema = op.requestBody && Object.values(op.requestBody.content)[0]?.schema;
      const body = bodySchema
        ? Object.entries(bodySchema.properties ?? {}).map(([name, schema]) => ({
            name,
            schema,
            required: (bodySchema.required ?? []).includes(name),
          }))
        : undefined;
      routes.push({
        method: method.toUpperCase(),
        path,
        key: routeKey(method, path),
        auth: (op.security ?? []).length > 0,
        params: fields('path'),
        query: fields('query'),
        body,
      });
    }
  }
  return routes;
}

/** "METHOD /path" of every route the router serves (HEAD, wildcards and the docs pages left out). */
export function servedRoutes(app: App): string[] {
  const served: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const at = line.search(/[├└]── /);
    if (at < 0) continue;
    const depth = at / 4;
    const match = /^(\S.*?)(?: \(([^)]*)\))?$/.exec(line.slice(at + 4).trimEnd());
    if (!match) continue;
    stack.length = depth;
    stack.push(match[1]);
    const path = stack.join('');
    if (!match[2] || path.includes('*') || !isApiPath(path) || isDocsPath(path)) continue;
    for (const method of match[2].split(',').map((m) => m.trim())) {
      if (method !== 'HEAD') served.push(routeKey(method, path));
    }
  }
  return served.sort();
}

/** Served API routes missing from the OpenAPI document (so missing from the fuzz). */
export function undocumentedRoutes(app: App, routes: RouteSpec[]): string[] {
  const documented = new Set(routes.map((r) => r.key.replace(/\{([^}]+)\}/g, ':$1')));
  return servedRoutes(app).filter((key) => !documented.has(key));
}

/** The key of the route `method` and `path` (a URL path, parameters filled in) reach, or undefined. */
export function matchRoute(routes: RouteSpec[], method: string, path: string): string | undefined {
  const wanted = method === 'HEAD' ? 'GET' : method;
  const bare = path.split('?')[0] ?? '';
  return routes.find((r) => {
    if (r.method !== wanted) return false;
    const pattern = r.path
      .split(/\{[^}]+\}/)
      .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
      .join('[^/]+');
    return new RegExp(`^${pattern}/?$`, 'i').test(bare);
  })?.key;
}
