/**
 * Server configuration: parsed once from the environment with zod, then frozen.
 * Nothing else in the server reads `process.env` (house-style.md).
 * A wrong value throws `ConfigError` listing every bad variable by name.
 */
import path from 'node:path';
import { z } from 'zod';

const boolFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const mobile = z.string().regex(/^[6-9]\d{9}$/, 'a 10-digit Indian mobile number starting 6-9');

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  /** postgres://... switches from the embedded SQLite file to PostgreSQL. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Seed the demo catalogue and inventory when the database is empty. */
  SEED_DEMO: boolFlag.default(true),
  /** Log level for the server log (pino levels). */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Trust X-Forwarded-For (rate limits key on the client address): set true only behind a proxy you run. */
  TRUST_PROXY: boolFlag.default(false),
  /** Also write the server log to this file (besides stdout). */
  LOG_FILE: z.string().min(1).optional(),
  /** Public base URL used in share links and the OpenAPI description. */
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  /** Which message sender delivers OTPs and lead notices: console (default) or whatsapp. */
  MESSAGE_SENDER: z.enum(['console', 'whatsapp']).default('console'),
  /** Site settings shown in the header, footer and Contact Us (decisions.md, Identity). */
  SITE_PHONE: z.string().min(1).default('+91 79 4000 1234'),
  SITE_EMAIL: z.email().default('support@carsetu.in'),
  SITE_ADDRESS: z
    .string()
    .min(1)
    .default(
      'CarSetu Automotive Services Pvt. Ltd., GIFT City, Gandhinagar, Gujarat 382355, India',
    ),
  SITE_WEBSITE: z.url().default('https://www.carsetu.in'),
  SITE_FACEBOOK: z.url().default('https://www.facebook.com/carsetu'),
  SITE_INSTAGRAM: z.url().default('https://www.instagram.com/carsetu'),
  /** Mobile number that signs in without an OTP (spec 4); off unless set. */
  TEST_MOBILE: mobile.optional().or(z.literal('').transform(() => undefined)),
  /** WhatsApp Cloud API (MESSAGE_SENDER=whatsapp): Graph API host, version, sender number id, token, OTP template. */
  WHATSAPP_BASE_URL: z.url().default('https://graph.facebook.com'),
  WHATSAPP_API_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/, 'a Graph API version such as v21.0')
    .default('v21.0'),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d+$/, 'a numeric phone number id')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  WHATSAPP_TOKEN: z
    .string()
    .min(1)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  WHATSAPP_OTP_TEMPLATE: z
    .string()
    .regex(/^[a-z0-9_]+$/, 'a template name (lower case, digits, underscores)')
    .default('carsetu_otp'),
});

/** With MESSAGE_SENDER=whatsapp, the sender number id and the token must be set. */
const EnvSchemaChecked = EnvSchema.superRefine((e, ctx) => {
  if (e.MESSAGE_SENDER !== 'whatsapp') return;
  for (const name of ['WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_TOKEN'] as const) {
    if (!e[name]) {
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: 'required when MESSAGE_SENDER=whatsapp',
      });
    }
  }
});

export type Config = Readonly<{
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  seedDemo: boolean;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  logFile: string | undefined;
  trustProxy: boolean;
  publicUrl: string;
  messageSender: 'console' | 'whatsapp';
  site: Readonly<{
    phone: string;
    email: string;
    address: string;
    website: string;
    facebook: string;
    instagram: string;
  }>;
  testMobile: string | undefined;
  /** WhatsApp Cloud API settings; phoneNumberId and token are set whenever messageSender is 'whatsapp'. */
  whatsapp: Readonly<{
    baseUrl: string;
    apiVersion: string;
    phoneNumberId: string | undefined;
    token: string | undefined;
    otpTemplate: string;
  }>;
}>;

export class ConfigError extends Error {}

/** Parses `env` (default `process.env`); throws ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchemaChecked.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return Object.freeze({
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    logFile: e.LOG_FILE ? path.resolve(e.LOG_FILE) : undefined,
    trustProxy: e.TRUST_PROXY,
    publicUrl: e.PUBLIC_URL.replace(/\/$/, ''),
    messageSender: e.MESSAGE_SENDER,
    site: Object.freeze({
      phone: e.SITE_PHONE,
      email: e.SITE_EMAIL,
      address: e.SITE_ADDRESS,
      website: e.SITE_WEBSITE,
      facebook: e.SITE_FACEBOOK,
      instagram: e.SITE_INSTAGRAM,
    }),
    testMobile: e.TEST_MOBILE,
    whatsapp: Object.freeze({
      baseUrl: e.WHATSAPP_BASE_URL.replace(/\/$/, ''),
      apiVersion: e.WHATSAPP_API_VERSION,
      phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
      token: e.WHATSAPP_TOKEN,
      otpTemplate: e.WHATSAPP_OTP_TEMPLATE,
    }),
  });
}
