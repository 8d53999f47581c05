/**
 * The kinds of setting config-env.ts's schema is made of: yes/no flags,
 * whole numbers in a range (empty reads as unset), TRUST_PROXY's forms, and
 * a mobile number.
 */
import { isIP } from 'node:net';
import { z } from 'zod';

export const boolFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * A whole-number setting from `min` to `max`; unset or empty (`PORT=`) takes
 * `fallback`, as it does for every other setting, rather than reading as 0.
 */
export const intSetting = (min: number, max: number, fallback: number) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(min).max(max).default(fallback),
  );

/** A budget (a count per period): 1 to 1,000,000. */
export const positiveInt = (fallback: number) => intSetting(1, 1_000_000, fallback);

/**
 * TRUST_PROXY as Fastify's `trustProxy` takes it: false (unset, empty or
 * "false"), a hop count, or a list of proxy addresses / CIDR ranges.
 */
export const trustProxySetting = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx): false | number | string[] => {
    if (v === undefined || v === '' || v === 'false' || v === '0') return false;
    if (v === 'true') {
      ctx.addIssue({
        code: 'custom',
        message:
          'true would trust X-Forwarded-For from anyone, letting any client choose its own address and dodge every per-address limit; list your proxies (addresses or CIDR ranges, comma-separated) or give a hop count',
      });
      return z.NEVER;
    }
    if (/^\d{1,2}$/.test(v)) return Number(v);
    const entries = v.split(',').map((e) => e.trim());
    const bad = entries.find((e) => !isProxyAddress(e));
    if (bad !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: `"${bad}" is not an address or CIDR range (list them comma-separated, or give a hop count)`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** An IPv4/IPv6 address, optionally with a /prefix length. */
export function isProxyAddress(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

export const mobile = z
  .string()
  .regex(/^[6-9]\d{9}$/, 'a 10-digit Indian mobile number starting 6-9');
