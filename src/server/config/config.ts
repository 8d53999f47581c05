/**
 * Server configuration: parsed once from the environment with zod
 * (config-env.ts), then frozen. Nothing else in the server reads
 * `process.env`. A wrong value throws `ConfigError` listing every bad
 * variable by name.
 */
import path from 'node:path';
import { type Env, EnvSchemaChecked } from './config-env.ts';

export type Config = Readonly<{
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL pool: connections per instance, and the statement time-out in milliseconds. */
  pg: Readonly<{ poolMax: number; statementTimeoutMs: number; releaseLockTimeoutMs: number }>;
  seedDemo: boolean;
  logLevel: Env['LOG_LEVEL'];
  logFile: string | undefined;
  /** LOG_DIR (absolute) and LOG_RETENTION_DAYS: daily log files, and how many days of them are kept. */
  logDir: string | undefined;
  logRetentionDays: number;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses / CIDR ranges. */
  trustProxy: false | number | string[];
  /** Redis for limits shared by every instance; undefined: limits kept in this process. */
  redis: Readonly<{ url: string; keyPrefix: string }> | undefined;
  /** Abuse budgets (docs/decisions/008-abuse-budgets.md). */
  limits: Readonly<{
    /** OTP sends per 10 minutes, whole deployment. */
    otpSendBudget: number;
    /** Different sellers revealed per buyer mobile per day. */
    leadDailyCap: number;
    /** Working minutes before a lead nobody acted on goes to the owner too (docs/decisions/041-lead-work.md). */
    leadEscalateMinutes: number;
    /** New listings per account per day. */
    listingsPerDay: number;
    /** Photos uploaded per account per hour. */
    photosPerHour: number;
  }>;
  publicUrl: string;
  /** Seconds a rendered public page is reused (0: never). */
  pageCacheSeconds: number;
  /** Seconds between fair-price ratings sweeps; 0: none. */
  priceRatingSweepSeconds: number;
  /** Whether the server does the background work itself (false: `npm run jobs` does; RUN_JOBS). */
  runJobs: boolean;
  storedPageSeconds: number;
  apiCacheSeconds: number;
  /** Seconds between writes of counted views (0: only at shutdown). */
  viewFlushSeconds: number;
  /** /metrics (Prometheus): its bearer token (unset: not served) and the build's commit. */
  metrics: Readonly<{ token: string | undefined; commit: string }>;
  /** Saved-search alerts: the IST hour each day's go out from, and the deployment's messages a day. */
  alerts: Readonly<{ digestHour: number; dailyBudget: number }>;
  /** Mobiles (ten digits) of the operators who alone may use /admin (docs/moderation.md). */
  operatorMobiles: readonly string[];
  /** Days a car stays listed after its last renewal (docs/moderation.md#fresh-listings). */
  listingTtlDays: number;
  /** Days kept: leads before they are anonymised, the operators' audit before it is deleted. */
  retention: Readonly<{ leadDays: number; auditDays: number }>;
  messageSender: 'console' | 'whatsapp';
  /** Where photos are stored; `s3` names the bucket and how to reach it. */
  photoStore:
    | Readonly<{ kind: 'disk' }>
    | Readonly<{
        kind: 's3';
        bucket: string;
        endpoint: string | undefined;
        region: string;
        forcePathStyle: boolean;
        credentials: Readonly<{ accessKeyId: string; secretAccessKey: string }> | undefined;
      }>;
  site: Readonly<{
    phone: string;
    email: string;
    address: string;
    website: string;
    facebook: string;
    instagram: string;
    grievanceOfficer: Readonly<{ name: string; email: string; phone: string }>;
  }>;
  testMobile: string | undefined;
  /** WhatsApp Cloud API settings; phoneNumberId and token are set whenever messageSender is 'whatsapp'. */
  whatsapp: Readonly<{
    baseUrl: string;
    apiVersion: string;
    phoneNumberId: string | undefined;
    token: string | undefined;
    otpTemplate: string;
    /** The daily alert's template and its language. */
    alertTemplate: string;
    alertLanguage: string;
    /** The renewal reminder's template (in alertLanguage). */
    renewalTemplate: string;
    /** The languages whose template versions are approved (an OTP in another goes in English). */
    templateLanguages: readonly ('en' | 'hi' | 'gu')[];
  }>;
  /** The WhatsApp webhook (STOP replies): the app secret its signatures are made with, and the subscription word; unset: no webhook. */
  whatsappWebhook: Readonly<{ appSecret: string | undefined; verifyToken: string | undefined }>;
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
    pg: Object.freeze({
      poolMax: e.PG_POOL_MAX,
      statementTimeoutMs: e.PG_STATEMENT_TIMEOUT_MS,
      releaseLockTimeoutMs: e.PG_RELEASE_LOCK_TIMEOUT_MS,
    }),
    seedDemo: e.SEED_DEMO ?? e.DATABASE_URL === undefined,
    logLevel: e.LOG_LEVEL,
    logFile: e.LOG_FILE ? path.resolve(e.LOG_FILE) : undefined,
    logDir: e.LOG_DIR ? path.resolve(e.LOG_DIR) : undefined,
    logRetentionDays: e.LOG_RETENTION_DAYS,
    trustProxy: e.TRUST_PROXY,
    redis: e.REDIS_URL
      ? Object.freeze({ url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX })
      : undefined,
    limits: Object.freeze({
      otpSendBudget: e.OTP_SEND_BUDGET,
      leadDailyCap: e.LEAD_DAILY_CAP,
      leadEscalateMinutes: e.LEAD_ESCALATE_MINUTES,
      listingsPerDay: e.ACCOUNT_LISTINGS_PER_DAY,
      photosPerHour: e.ACCOUNT_PHOTOS_PER_HOUR,
    }),
    publicUrl: e.PUBLIC_URL.replace(/\/$/, ''),
    pageCacheSeconds: e.PAGE_CACHE_SECONDS,
    priceRatingSweepSeconds: e.PRICE_RATING_SWEEP_SECONDS,
    runJobs: e.RUN_JOBS,
    storedPageSeconds: e.STORED_PAGE_SECONDS,
    apiCacheSeconds: e.API_CACHE_SECONDS,
    viewFlushSeconds: e.VIEW_FLUSH_SECONDS,
    alerts: Object.freeze({ digestHour: e.ALERT_DIGEST_HOUR, dailyBudget: e.ALERT_DAILY_BUDGET }),
    metrics: Object.freeze({ token: e.METRICS_TOKEN, commit: e.BUILD_COMMIT }),
    operatorMobiles: Object.freeze([...e.OPERATOR_MOBILES]),
    listingTtlDays: e.LISTING_TTL_DAYS,
    retention: Object.freeze({
      leadDays: e.LEAD_RETENTION_DAYS,
      auditDays: e.AUDIT_RETENTION_DAYS,
    }),
    messageSender: e.MESSAGE_SENDER,
    photoStore:
      e.PHOTO_STORE === 's3'
        ? Object.freeze({
            kind: 's3' as const,
            bucket: e.S3_BUCKET ?? '',
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
            credentials:
              e.AWS_ACCESS_KEY_ID && e.AWS_SECRET_ACCESS_KEY
                ? Object.freeze({
                    accessKeyId: e.AWS_ACCESS_KEY_ID,
                    secretAccessKey: e.AWS_SECRET_ACCESS_KEY,
                  })
                : undefined,
          })
        : Object.freeze({ kind: 'disk' as const }),
    site: Object.freeze({
      phone: e.SITE_PHONE,
      email: e.SITE_EMAIL,
      address: e.SITE_ADDRESS,
      website: e.SITE_WEBSITE,
      facebook: e.SITE_FACEBOOK,
      instagram: e.SITE_INSTAGRAM,
      grievanceOfficer: Object.freeze({
        name: e.GRIEVANCE_OFFICER_NAME,
        email: e.GRIEVANCE_OFFICER_EMAIL,
        phone: e.GRIEVANCE_OFFICER_PHONE,
      }),
    }),
    testMobile: e.TEST_MOBILE,
    whatsapp: Object.freeze({
      baseUrl: e.WHATSAPP_BASE_URL.replace(/\/$/, ''),
      apiVersion: e.WHATSAPP_API_VERSION,
      phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
      token: e.WHATSAPP_TOKEN,
      otpTemplate: e.WHATSAPP_OTP_TEMPLATE,
      alertTemplate: e.WHATSAPP_ALERT_TEMPLATE,
      alertLanguage: e.WHATSAPP_ALERT_LANGUAGE,
      renewalTemplate: e.WHATSAPP_RENEWAL_TEMPLATE,
      templateLanguages: [...new Set(e.WHATSAPP_TEMPLATE_LANGUAGES.split(','))] as (
        | 'en'
        | 'hi'
        | 'gu'
      )[],
    }),
    whatsappWebhook: Object.freeze({
      appSecret: e.WHATSAPP_APP_SECRET,
      verifyToken: e.WHATSAPP_VERIFY_TOKEN,
    }),
  });
}

/**
 * loadConfig() for a command's start: the configuration, or undefined after
 * printing a ConfigError's message (every bad variable) to stderr, for the
 * caller to exit 1. Any other error is thrown.
 */
export function loadConfigOrReport(): Config | undefined {
  try {
    return loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    return undefined;
  }
}
