/**
 * One fuzzed request: the fast-check arbitrary of a case (a route of the
 * catalogue, its fields as a known-good example, schema-valid values or
 * hostile ones, some mutated or left out, extra fields, how the body is
 * encoded, which token and which client address) and its translation into
 * `app.inject` options. A share of cases goes to unknown paths or uses a
 * method the route does not have.
 */

import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { extraFieldName, hostileValue, MISSING, RawJson, schemaValue } from './fuzz-values.ts';
import type { FieldSpec, RouteSpec } from './route-catalogue.ts';
import type { Example } from './route-examples.ts';

export type AuthMode = 'none' | 'valid' | 'revoked' | 'garbage';
type Where = 'path' | 'query' | 'body';
type Encoding = 'form' | 'json' | 'json-scalar' | 'raw' | 'odd-type' | 'none';

export interface FuzzCase {
  /** The route fuzzed, or undefined for an unknown path / wrong method (see `method`, `rawPath`). */
  route: RouteSpec | undefined;
  method: string;
  rawPath?: string;
  fields: [string, Where, unknown][];
  encoding: Encoding;
  rawBody: string;
  auth: AuthMode;
  garbageToken: string;
  /** Index of one of 500 other client addresses, or undefined for the main one. */
  address: number | undefined;
}

const slotsOf = (route: RouteSpec): [FieldSpec, Where][] => [
  ...route.params.map((f) => [f, 'path'] as [FieldSpec, Where]),
  ...route.query.map((f) => [f, 'query'] as [FieldSpec, Where]),
  ...(route.body ?? []).map((f) => [f, 'body'] as [FieldSpec, Where]),
];

const RAW_BODIES = [
  '{"Name":',
  '{{{{',
  '\u0000\u0001\u0002',
  'a=1&&&=&%ZZ&b',
  '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}',
  '['.repeat(20_000),
  'Name=%E0%A4%A&Contactno=%',
  'null',
  '',
  '{"a":1,"a":2}',
];

/** Values for every field of `route`: example-based, schema-based, or hostile, then mutated. */
function fieldsFor(route: RouteSpec, example: Example | undefined) {
  const slots = slotsOf(route);
  const hostileOrMissing = fc.oneof(
    { weight: 4, arbitrary: hostileValue },
    { weight: 1, arbitrary: fc.constant(MISSING) },
  );
  const good = slots.map(([f]) => example?.[f.name] ?? schemaValue(f.schema));
  const fromExample = example
    ? fc.tuple(...slots.map(([f]) => example[f.name] ?? fc.constant(MISSING)))
    : fc.tuple(...good);
  const bySchema = fc.tuple(
    ...slots.map(([f]) =>
      fc.oneof(
        { weight: 4, arbitrary: schemaValue(f.schema) },
        { weight: f.required ? 1 : 3, arbitrary: fc.constant(MISSING) },
      ),
    ),
  );
  const hostile = fc.tuple(
    ...slots.map(([f], i) =>
      fc.oneof(
        { weight: 2, arbitrary: hostileOrMissing },
        { weight: 1, arbitrary: good[i] ?? schemaValue(f.schema) },
      ),
    ),
  );
  const mutations = fc.oneof(
    { weight: 3, arbitrary: fc.constant([] as [number, unknown][]) },
    {
      weight: 3,
      arbitrary: fc.array(fc.tuple(fc.nat(), hostileOrMissing), { minLength: 1, maxLength: 3 }),
    },
  );
  const extras = fc.oneof(
    { weight: 3, arbitrary: fc.constant([] as [string, unknown][]) },
    {
      weight: 1,
      arbitrary: fc.array(fc.tuple(extraFieldName, hostileValue), { minLength: 1, maxLength: 3 }),
    },
  );
  const base = fc.oneof(
    { weight: 4, arbitrary: fromExample },
    { weight: 2, arbitrary: bySchema },
    { weight: 3, arbitrary: hostile },
  );
  return fc.tuple(base, mutations, extras).map(([values, muts, extra]) => {
    const out = [...(values as unknown[])];
    for (const [at, value] of muts) if (out.length > 0) out[at % out.length] = value;
    const fields: [string, Where, unknown][] = slots.map(([f, where], i) => [
      f.name,
      where,
      out[i],
    ]);
    const extraWhere: Where = route.body ? 'body' : 'query';
    for (const [name, value] of extra) fields.push([name, extraWhere, value]);
    return fields;
  });
}

const common = {
  encoding: fc.constantFrom<Encoding>(
    'form',
    'form',
    'form',
    'json',
    'json',
    'json',
    'json-scalar',
    'raw',
    'odd-type',
    'none',
  ),
  rawBody: fc.oneof(fc.constantFrom(...RAW_BODIES), fc.string({ unit: 'binary', maxLength: 60 })),
  auth: fc.constantFrom<AuthMode>(
    'none',
    'none',
    'none',
    'valid',
    'valid',
    'valid',
    'valid',
    'revoked',
    'garbage',
  ),
  garbageToken: fc.stringMatching(/^[\x21-\x7e]{0,80}$/),
  address: fc.option(fc.nat({ max: 499 }), { freq: 2, nil: undefined }),
};

/** A case for `route` (known-good values from `example` when given). */
export function routeCase(route: RouteSpec, example: Example | undefined): fc.Arbitrary<FuzzCase> {
  const method =
    route.method === 'GET'
      ? fc.constantFrom('GET', 'GET', 'GET', 'HEAD')
      : fc.constant(route.method);
  return fc.record({
    route: fc.constant(route),
    method,
    fields: fieldsFor(route, example),
    ...common,
  });
}

/** A case for an unknown path, or a known path with a method it does not have. */
export function oddCase(routes: RouteSpec[]): fc.Arbitrary<FuzzCase> {
  const rawPath = fc.oneof(
    fc.constantFrom(...routes.map((r) => r.path.replace(/\{[^}]+\}/g, '1'))),
    fc.stringMatching(/^\/api\/[A-Za-z0-9_./%-]{0,40}$/),
    fc.constantFrom(
      '/photos/../carsetu.sqlite',
      '/photos/..%2f..%2fcarsetu.sqlite',
      '/api/..;/login',
      '/api/Carmaster/GetdetailsofCarsbyRandomid/../../../etc/passwd',
      '/api/%00',
      '/login/',
    ),
  );
  return fc.record({
    route: fc.constant(undefined),
    method: fc.constantFrom('PUT', 'DELETE', 'PATCH', 'OPTIONS', 'GET', 'POST'),
    rawPath,
    fields: fc.array(fc.tuple(extraFieldName, fc.constant<Where>('body'), hostileValue), {
      maxLength: 3,
    }),
    ...common,
  });
}

/** The JSON text of `value` (RawJson written as is, MISSING dropped). */
function toJson(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The text a form field carries for `value` (arrays become repeated fields). */
function formTexts(value: unknown): string[] {
  if (Array.isArray(value)) return value.map((v) => formTexts(v)[0] ?? '');
  if (value instanceof RawJson) return [value.text];
  if (value !== null && typeof value === 'object') return [JSON.stringify(value)];
  return [String(value)];
}

function formText(pairs: [string, unknown][]): string {
  const params = new URLSearchParams();
  for (const [name, value] of pairs) for (const text of formTexts(value)) params.append(name, text);
  return params.toString();
}

/** The app.inject options of `c`: `token` for valid auth, `revoked` for revoked auth. */
export function injectOptions(
  c: FuzzCase,
  token: string,
  revoked: string | undefined,
): InjectOptions {
  const present = c.fields.filter(([, , v]) => v !== MISSING);
  const of = (where: Where) =>
    present.filter(([, w]) => w === where).map(([n, , v]) => [n, v] as [string, unknown]);
  let path = c.rawPath ?? c.route?.path ?? '/';
  for (const [name, value] of of('path')) {
    // A URL cannot carry a lone surrogate: it goes as U+FFFD, as a browser would send it.
    const text = (formTexts(value)[0] ?? '').toWellFormed();
    path = path.replace(`{${name}}`, encodeURIComponent(text));
  }
  path = path.replace(/\{[^}]+\}/g, '');
  const query = formText(of('query'));
  const headers: Record<string, string> = {};
  if (c.auth === 'valid') headers.authorization = `Bearer ${token}`;
  if (c.auth === 'revoked') headers.authorization = `Bearer ${revoked ?? c.garbageToken}`;
  if (c.auth === 'garbage') headers.authorization = c.garbageToken;
  const options: InjectOptions = {
    method: c.method as InjectOptions['method'],
    url: query ? `${path}?${query}` : path,
    headers,
  };
  if (c.method === 'GET' || c.method === 'HEAD' || c.encoding === 'none') return options;
  const body = of('body');
  const typed = (type: string, payload: string) => {
    headers['content-type'] = type;
    options.payload = payload;
  };
  if (c.encoding === 'form') typed('application/x-www-form-urlencoded', formText(body));
  if (c.encoding === 'json') typed('application/json', toJson(Object.fromEntries(body)));
  if (c.encoding === 'json-scalar') typed('application/json', toJson(body[0]?.[1] ?? null));
  if (c.encoding === 'raw') {
    typed(body.length % 2 ? 'application/json' : 'application/x-www-form-urlencoded', c.rawBody);
  }
  if (c.encoding === 'odd-type')
    typed(c.rawBody.length % 2 ? 'text/plain' : 'application/xml', c.rawBody);
  return options;
}
