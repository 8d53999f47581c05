/**
 * Tallies of the API fuzz (requests per route with and without a token,
 * answers by status, accepted requests and the tables they changed), printed
 * after the run, and the text of a failure: the exact request and answer.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { FuzzCase } from './fuzz-request.ts';

interface RouteTally {
  total: number;
  withToken: number;
  withoutToken: number;
  accepted: number;
  changed: Set<string>;
}

export class FuzzStats {
  readonly byRoute = new Map<string, RouteTally>();
  readonly byStatus = new Map<number, number>();
  total = 0;
  withToken = 0;
  withoutToken = 0;

  /** Counts case `c`, which reached route `routeKey` (undefined: none) and was answered `status`. */
  record(routeKey: string | undefined, c: FuzzCase, status: number, changed: string[]): void {
    const key = routeKey ?? '(unknown path or method)';
    let tally = this.byRoute.get(key);
    if (!tally) {
      tally = { total: 0, withToken: 0, withoutToken: 0, accepted: 0, changed: new Set() };
      this.byRoute.set(key, tally);
    }
    tally.total += 1;
    this.total += 1;
    if (c.auth === 'valid') {
      tally.withToken += 1;
      this.withToken += 1;
    }
    if (c.auth === 'none') {
      tally.withoutToken += 1;
      this.withoutToken += 1;
    }
    if (status >= 200 && status < 300) tally.accepted += 1;
    for (const part of changed) tally.changed.add(part);
    this.byStatus.set(status, (this.byStatus.get(status) ?? 0) + 1);
  }

  /** Route keys requested fewer than `min` times with a valid token or without one. */
  thinlyCovered(keys: string[], min: number): string[] {
    return keys.filter((key) => {
      const tally = this.byRoute.get(key);
      return !tally || tally.withToken < min || tally.withoutToken < min;
    });
  }

  summary(seconds: number): string {
    const statuses = [...this.byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ');
    const lines = [...this.byRoute.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(
        ([key, t]) =>
          `  ${key.padEnd(62)} ${String(t.total).padStart(4)} req, ${String(t.accepted).padStart(4)} 2xx, token ${t.withToken}/none ${t.withoutToken}${t.changed.size ? `, changed ${[...t.changed].join(' ')}` : ''}`,
      );
    return [
      `API fuzz: ${this.total} requests in ${seconds.toFixed(1)} s (${this.withToken} with a valid token, ${this.withoutToken} without one); answers ${statuses}`,
      ...lines,
    ].join('\n');
  }
}

const cut = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max)}... (${text.length} chars)` : text;

/** Failures of one kind (route, encoding, status, forbidden changes) count once, with their first example. */
export class FailureLog {
  readonly kinds = new Map<string, { count: number; example: string }>();

  add(
    routeKey: string | undefined,
    c: FuzzCase,
    status: number,
    forbidden: string[],
    explain: () => string,
  ): void {
    const kind = `${routeKey ?? c.method} ${c.encoding} ${status >= 500 ? status : ''} ${forbidden.join(' ')}`;
    const seen = this.kinds.get(kind);
    if (seen) seen.count += 1;
    else this.kinds.set(kind, { count: 1, example: explain() });
  }

  get size(): number {
    return this.kinds.size;
  }

  report(): string[] {
    return [...this.kinds.values()].map((k) => `(${k.count}x) ${k.example}`);
  }
}

/** The exact request and answer of a failed case, for the report. */
export function describeFailure(
  options: InjectOptions,
  c: FuzzCase,
  res: LightMyRequestResponse,
  forbidden: string[],
): string {
  const payload = typeof options.payload === 'string' ? options.payload : '';
  const headers = { ...(options.headers as Record<string, string>) };
  if (headers.authorization && c.auth === 'valid') headers.authorization = 'Bearer <live token>';
  const why =
    res.statusCode >= 500 ? `answered ${res.statusCode}` : `changed ${forbidden.join(', ')}`;
  const body = options.payload === undefined ? '(no body)' : JSON.stringify(cut(payload, 600));
  return [
    `${why}: ${options.method} ${cut(String(options.url), 300)}`,
    `  headers ${JSON.stringify(headers)}`,
    `  payload ${body}`,
    `  answer ${res.statusCode} ${cut(res.body, 400)}`,
  ].join('\n');
}
