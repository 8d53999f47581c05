/**
 * The server's environment variables as a zod schema: each setting's name,
 * type, default and the checks across settings. Read only by config.ts,
 * which parses it once and maps it to `Config`.
 */
import { z } from 'zod';
import { boolFlag, intSetting, mobile, positiveInt, trustProxySetting } from './setting-kinds.ts';

const EnvSchema = z.object({
  PORT: intSetting(0, 65535, 3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  /** postgres://... switches from the embedded SQLite file to PostgreSQL. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** PostgreSQL: connections per instance (the pool's size). */
  PG_POOL_MAX: intSetting(2, 200, 10),
  /** PostgreSQL: longest a statement may run before the server cancels it, milliseconds. */
  PG_STATEMENT_TIMEOUT_MS: intSetting(100, 600_000, 15_000),
  /**
   * PostgreSQL: longest an instance waits for the release lock while another
   * one migrates and seeds, milliseconds; 0 waits as long as it takes. Not
   * cut by PG_STATEMENT_TIMEOUT_MS (docs/deploy.md, PostgreSQL).
   */
  PG_RELEASE_LOCK_TIMEOUT_MS: intSetting(0, 86_400_000, 600_000),
  /**
   * Load the demo dealers, listings and banners into an empty database.
   * Default: yes on the embedded SQLite, no on PostgreSQL (a deployment's
   * database gets the demo only when it asks for it).
   */
  SEED_DEMO: boolFlag.optional(),
  /** Log level for the server log (pino levels). */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Proxies whose X-Forwarded-For names the client (every per-address limit
   * keys on that address): a comma-separated list of addresses or CIDR ranges,
   * or a hop count. `true` is refused (docs/security.md).
   */
  TRUST_PROXY: trustProxySetting,
  /** redis://host:port/db: rate limits shared by every instance (unset: kept in this process). */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'a redis:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Prefix of every key CarSetu writes to Redis. */
  REDIS_KEY_PREFIX: z.string().min(1).max(64).default('carsetu:'),
  /** OTP messages the whole deployment may send per 10 minutes (docs/decisions/008). */
  OTP_SEND_BUDGET: positiveInt(200),
  /** Different sellers one buyer mobile may reveal through leads per day. */
  LEAD_DAILY_CAP: positiveInt(20),
  /** Working minutes a dealer's new lead may wait for its assignee before the owner is told too. */
  LEAD_ESCALATE_MINUTES: positiveInt(15),
  /** New listings one account may add per day. */
  ACCOUNT_LISTINGS_PER_DAY: positiveInt(30),
  /** Photos one account may upload per hour (main photos and Add Photos). */
  ACCOUNT_PHOTOS_PER_HOUR: positiveInt(200),
  /**
   * Seconds a server-rendered public page is kept in memory and sent again
   * (0: render every request). A car's page is remade at once when the car
   * changes; lists may lag by this much (docs/decisions/011-server-rendering.md).
   */
  PAGE_CACHE_SECONDS: intSetting(0, 300, 5),
  /**
   * Seconds a public read's answer (Home, search, car details, lookups ...) is
   * kept in memory and sent again (0: none). Any change through the API
   * forgets them at once (docs/decisions/018-kept-answers.md).
   */
  API_CACHE_SECONDS: intSetting(0, 300, 5),
  /**
   * Seconds a car page kept in the database is sent before it is rendered
   * again behind the answer (0: keep none). A change to the car itself
   * shows at once (docs/decisions/016-stored-car-pages.md).
   */
  STORED_PAGE_SECONDS: intSetting(0, 86_400, 600),
  /**
   * Seconds between two runs of the fair-price ratings sweep: a changed price
   * is rated again within this time (0: no sweep; docs/decisions/032-price-ratings.md).
   */
  PRICE_RATING_SWEEP_SECONDS: intSetting(0, 3_600, 300),
  /**
   * Whether this server also does the background work (jobs, schedules, the
   * ratings sweep). false: it only queues jobs, and `npm run jobs` does them
   * in a process of its own (docs/decisions/043-jobs-process.md).
   */
  RUN_JOBS: boolFlag.default(true),
  /**
   * Seconds between writes of the counted car page views (0: only when the
   * server stops); docs/decisions/021-counted-views.md.
   */
  VIEW_FLUSH_SECONDS: intSetting(0, 3600, 5),
  /** The bearer token /metrics asks for; unset: no /metrics (docs/operations.md). */
  METRICS_TOKEN: z
    .string()
    .min(16, 'at least 16 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The build's commit, shown in carsetu_build_info (the image sets it). */
  BUILD_COMMIT: z.string().max(64).default('unknown'),
  /**
   * The operators' mobiles, comma-separated ten-digit numbers: they sign in
   * with the same OTP and alone may use /admin (docs/moderation.md). Unset: no operators.
   */
  OPERATOR_MOBILES: z
    .string()
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((m) => m.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[6-9]\d{9}$/, 'ten-digit mobile numbers, comma-separated'))),
  /** Days a car stays listed after its seller last renewed it; then it is hidden until renewed (docs/moderation.md). */
  LISTING_TTL_DAYS: intSetting(1, 3650, 45),
  /** The hour (IST, 0 to 23) from which each day's saved-search alerts go out (issue 24). */
  ALERT_DIGEST_HOUR: intSetting(0, 23, 9),
  /** Alert messages the whole deployment may send a day (issue 24). */
  ALERT_DAILY_BUDGET: intSetting(0, 10_000_000, 5000),
  /** Days a lead keeps the buyer's name, mobile and notes before they are removed (docs/privacy.md#retention). */
  LEAD_RETENTION_DAYS: intSetting(30, 36_500, 1095),
  /** Days the operators' audit is kept before it is deleted (docs/privacy.md#retention). */
  AUDIT_RETENTION_DAYS: intSetting(30, 36_500, 365),
  /** Also write the server log to this file (besides stdout), one file that grows: development and tests. */
  LOG_FILE: z.string().min(1).optional(),
  /** Also write the server log to daily files in this folder, LOG_RETENTION_DAYS of them kept (http/log-files.ts). */
  LOG_DIR: z.string().min(1).optional(),
  /** Days of LOG_DIR's files kept (docs/privacy.md#retention). */
  LOG_RETENTION_DAYS: intSetting(1, 3650, 365),
  /** Public base URL used in share links and the OpenAPI description. */
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  /** Which message sender delivers OTPs and lead notices: console (default) or whatsapp. */
  MESSAGE_SENDER: z.enum(['console', 'whatsapp']).default('console'),
  /** Where photos are stored: `disk` (DATA_DIR/photos) or `s3` (an S3-compatible bucket). */
  PHOTO_STORE: z.enum(['disk', 's3']).default('disk'),
  S3_BUCKET: z.string().min(1).optional(),
  /** An S3-compatible server's URL (MinIO, R2 ...); unset: AWS itself. */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Address the bucket as endpoint/bucket/key (most S3-compatible servers) instead of bucket.endpoint/key. */
  S3_FORCE_PATH_STYLE: boolFlag.default(false),
  AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
  AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Site settings shown in the header, footer and Contact Us (docs/product.md#identity). */
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
  /**
   * The Grievance Officer the Privacy Policy and the footer name (DPDP Rules
   * 2025, rule 9; docs/privacy.md#grievance-officer): a person's name and
   * designation, their e-mail and phone.
   */
  GRIEVANCE_OFFICER_NAME: z.string().min(1).max(120).default('Grievance Officer, CarSetu'),
  GRIEVANCE_OFFICER_EMAIL: z.email().default('grievance@carsetu.in'),
  GRIEVANCE_OFFICER_PHONE: z.string().min(1).max(40).default('+91 79 4000 1234'),
  /** Mobile number that signs in without an OTP; off unless set; refused with MESSAGE_SENDER=whatsapp. */
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
  /** The WhatsApp app's secret: the webhook's X-Hub-Signature-256 is checked with it (docs/alerts.md). */
  WHATSAPP_APP_SECRET: z
    .string()
    .min(16, 'at least 16 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The word the webhook's subscription check (GET) must bring. */
  WHATSAPP_VERIFY_TOKEN: z
    .string()
    .min(8, 'at least 8 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The approved utility template of the daily alert (docs/alerts.md). */
  WHATSAPP_ALERT_TEMPLATE: z
    .string()
    .regex(/^[a-z0-9_]+$/, 'a template name (lower case, digits, underscores)')
    .default('carsetu_alert_digest'),
  /** The approved utility template of the "is it still for sale?" reminder (docs/moderation.md). */
  WHATSAPP_RENEWAL_TEMPLATE: z
    .string()
    .regex(/^[a-z0-9_]+$/, 'a template name (lower case, digits, underscores)')
    .default('carsetu_listing_renewal'),
  /**
   * The languages whose versions of the WhatsApp templates are approved (the same template
   * names in each; issue 26): an OTP asked from a Hindi or Gujarati page goes out in that
   * language when it is listed, else in English. Comma-separated: en, hi, gu.
   */
  WHATSAPP_TEMPLATE_LANGUAGES: z
    .string()
    .regex(/^(en|hi|gu)(,(en|hi|gu))*$/, 'a comma-separated list of en, hi and gu')
    .default('en'),
  /** That template's language code (the alert's too). */
  WHATSAPP_ALERT_LANGUAGE: z
    .string()
    .regex(/^[a-z]{2}(_[A-Z]{2})?$/, 'a WhatsApp language code such as en or en_US')
    .default('en'),
});

/**
 * With MESSAGE_SENDER=whatsapp, the sender number id and the token must be
 * set, and TEST_MOBILE must not be: a number that signs in without a code
 * belongs to the console sender's demo and tests only.
 */
export const EnvSchemaChecked = EnvSchema.superRefine((e, ctx) => {
  if (e.PHOTO_STORE === 's3' && !e.S3_BUCKET)
    ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'required when PHOTO_STORE=s3' });
  if (e.MESSAGE_SENDER !== 'whatsapp') return;
  if (e.TEST_MOBILE !== undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['TEST_MOBILE'],
      message:
        'not allowed with MESSAGE_SENDER=whatsapp: the test mobile signs in without an OTP; unset TEST_MOBILE in production',
    });
  }
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

/** The settings as parsed. */
export type Env = z.infer<typeof EnvSchema>;
