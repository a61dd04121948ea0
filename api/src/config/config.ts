import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { availableParallelism } from 'node:os';
import type { Request } from 'express';
import Joi from 'joi';
import { COMPANY, QUOTES_EMAIL } from '@freight/domain';

/** The demo admin's password when DEMO_ADMIN_PASSWORD is not set (demo mode only; production needs ADMIN_PASSWORD). */
export const DEFAULT_DEMO_ADMIN_PASSWORD = 'FreightAdmin2024!';

/**
 * The key tracking links are sealed under when TRACKING_LINK_SECRET is not set (development, tests and
 * demo runs only: production refuses to start without its own). Public, so it protects nothing.
 */
export const DEV_TRACKING_LINK_SECRET = 'dev-only-tracking-link-secret-not-for-production';

/** The deployment's remotes (federation names); each is found at REMOTE_<NAME>_URL. The pages each owns come from its build. */
export const REMOTE_NAMES = ['marketing', 'portal', 'admin', 'tools'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
const MINUTE = 60_000;

export interface RateLimitRule {
  windowMs: number;
  limit: number;
}

export interface Config {
  env: 'production' | 'development' | 'test';
  port: number;
  mongodbUri?: string;
  sessionSecret: string;
  /** The secret tracking links are sealed under (AES-256-GCM), so their owner can see them again. */
  trackingLinkSecret: string;
  adminPassword?: string;
  demoAdminPassword: string;
  demoMode: boolean;
  trustProxy: boolean | number | string;
  /** Origins other than the request's own host that may send state-changing requests: ALLOWED_ORIGINS and PUBLIC_URL's. */
  allowedOrigins: string[];
  cookieSecure: boolean | 'auto';
  session: { idleMs: number; absoluteMs: number };
  /** log2 of scrypt's N; lower only in tests. */
  scryptCost: number;
  /**
   * Sign-in failures count per address (loginIp), per username and address (loginPair), and per
   * username from everywhere (loginUsername: a high ceiling with growing delays after
   * `loginDelayAfter` failures, which a browser that signed in before is exempt from).
   */
  rateLimits: {
    loginIp: RateLimitRule;
    loginPair: RateLimitRule;
    loginUsername: RateLimitRule;
    registerIp: RateLimitRule;
    quoteIp: RateLimitRule;
    /** Public lane look-ups (miles and transit time for the calculator) per address. */
    laneIp: RateLimitRule;
    /** Forgot-password requests per address, and per email address asked about. */
    passwordResetIp: RateLimitRule;
    passwordResetEmail: RateLimitRule;
    /** A canary's load failures counted per address and release (the shell reports them, anonymously). */
    remoteFailureIp: RateLimitRule;
  };
  loginDelayAfter: number;
  /** Password hashes (about 0.8 s and 128 MB each) that run at once, and how many may wait for a turn. */
  passwordHashing: { concurrency: number; queue: number };
  remotes: Record<RemoteName, string>;
  staticRoot: string;
  /** Where `npm run release` publishes releases and the API serves them from (`/releases/<remote>/<version>/`). */
  releaseStore: string;
  /**
   * Whether a page showing what the server knows of it (a tracking link) is rendered by its remote's
   * published renderer, run in this process; off, such pages are sent empty and the app renders them.
   */
  renderPagesOnRequest: boolean;
  /** A canary is rolled back by itself once its load failures per load pass `maxFailureRate` over at least `minSamples` loads. */
  canary: { maxFailureRate: number; minSamples: number };
  /** Used only when MONGODB_URI is unset and the embedded FerretDB is started. */
  ferretdb: { sqliteSync: 'normal' | 'full' };
  logLevel: string;
  mail: MailConfig;
  /** The FMCSA QCMobile look-up: off without a web key (nothing is then said to be checked). */
  fmcsa: FmcsaConfig;
}

export interface FmcsaConfig {
  webKey?: string;
  /** QCMobile's carriers service; another only for tests (a local fake). */
  baseUrl: string;
  timeoutMs: number;
}

export interface MailConfig {
  enabled: boolean;
  /** Where mail is sent; unset in demo mode: the site's own mailbox on loopback catches it. */
  smtpUrl?: string;
  demoMailbox: boolean;
  from: string;
  notifyQuotesTo: string;
  /** The site's address as customers reach it, for links in emails. */
  publicUrl: string;
  maxAttempts: number;
  retryBaseMs: number;
  pollMs: number;
  /** A claimed delivery that has not finished by then is taken as abandoned (its worker died). */
  leaseMs: number;
}

const isProduction = (env: NodeJS.ProcessEnv) => env.NODE_ENV === 'production';
const productionOnly = (schema: Joi.Schema, message: string) =>
  Joi.when('NODE_ENV', { is: 'production', then: schema.required().messages({ 'any.required': message }) });

const envSchema = Joi.object({
  NODE_ENV: Joi.string().valid('production', 'development', 'test').default('development'),
  PORT: Joi.number().port().default(8080),
  // Not Joi's uri(): replica-set URIs list several hosts, which it rejects.
  MONGODB_URI: Joi.string().pattern(/^mongodb(\+srv)?:\/\/\S+$/).messages({ 'string.pattern.base': 'MONGODB_URI must be a mongodb:// or mongodb+srv:// URI' }),
  SESSION_SECRET: productionOnly(Joi.string().min(32), 'SESSION_SECRET is required in production (32+ characters)'),
  TRACKING_LINK_SECRET: productionOnly(Joi.string().min(32), 'TRACKING_LINK_SECRET is required in production (32+ characters)'),
  ADMIN_PASSWORD: productionOnly(Joi.string().min(12), 'ADMIN_PASSWORD is required in production (12+ characters)'),
  DEMO_ADMIN_PASSWORD: Joi.string().min(6).default(DEFAULT_DEMO_ADMIN_PASSWORD),
  DEMO_MODE: Joi.boolean(),
  TRUST_PROXY: Joi.alternatives(Joi.boolean(), Joi.number().integer().min(0), Joi.string()).default(false),
  ALLOWED_ORIGINS: Joi.string().allow('').default(''),
  COOKIE_SECURE: Joi.alternatives(Joi.boolean(), Joi.string().valid('auto')).default('auto'),
  SESSION_IDLE_MINUTES: Joi.number().integer().min(1).default(120),
  SESSION_ABSOLUTE_HOURS: Joi.number().min(1).default(12),
  SCRYPT_COST: Joi.number().integer().min(10).max(20).default(17),
  RATE_LIMIT_WINDOW_MINUTES: Joi.number().integer().min(1).default(15),
  RATE_LIMIT_LOGIN_IP: Joi.number().integer().min(1).default(30),
  RATE_LIMIT_LOGIN_PAIR: Joi.number().integer().min(1).default(5),
  RATE_LIMIT_LOGIN_USERNAME: Joi.number().integer().min(1).default(100),
  LOGIN_DELAY_AFTER: Joi.number().integer().min(0).default(5),
  PASSWORD_HASH_CONCURRENCY: Joi.number().integer().min(1),
  PASSWORD_HASH_QUEUE: Joi.number().integer().min(0).default(16),
  RATE_LIMIT_REGISTER_IP: Joi.number().integer().min(1),
  RATE_LIMIT_QUOTE_IP: Joi.number().integer().min(1),
  RATE_LIMIT_LANE_IP: Joi.number().integer().min(1),
  RATE_LIMIT_PASSWORD_RESET_IP: Joi.number().integer().min(1),
  RATE_LIMIT_PASSWORD_RESET_EMAIL: Joi.number().integer().min(1).default(5),
  RATE_LIMIT_REMOTE_FAILURE_IP: Joi.number().integer().min(1),
  REMOTE_MARKETING_URL: Joi.string(),
  REMOTE_PORTAL_URL: Joi.string(),
  REMOTE_ADMIN_URL: Joi.string(),
  REMOTE_TOOLS_URL: Joi.string(),
  STATIC_ROOT: Joi.string(),
  RELEASE_STORE: Joi.string(),
  RENDER_PAGES_ON_REQUEST: Joi.boolean().default(true),
  CANARY_MAX_FAILURE_RATE: Joi.number().min(0).max(1).default(0.2),
  CANARY_MIN_SAMPLES: Joi.number().integer().min(1).default(20),
  FERRETDB_SQLITE_SYNC: Joi.string().valid('normal', 'full').default('normal'),
  MAIL_ENABLED: Joi.boolean().default(true),
  SMTP_URL: Joi.string().pattern(/^smtps?:\/\/\S+$/).messages({ 'string.pattern.base': 'SMTP_URL must be an smtp:// or smtps:// URL' }),
  MAIL_FROM: Joi.string().default(`${COMPANY.name} <no-reply@${COMPANY.emailDomain}>`),
  NOTIFY_QUOTES_TO: Joi.string().email({ tlds: false }).default(QUOTES_EMAIL),
  PUBLIC_URL: Joi.string().uri({ scheme: ['http', 'https'] }),
  MAIL_MAX_ATTEMPTS: Joi.number().integer().min(1).max(50).default(8),
  MAIL_RETRY_BASE_SECONDS: Joi.number().min(0.01).default(30),
  MAIL_POLL_SECONDS: Joi.number().min(0.05).max(30).default(3),
  MAIL_LEASE_SECONDS: Joi.number().min(1).default(120),
  LOG_LEVEL: Joi.string().valid('fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'),
  FMCSA_WEBKEY: Joi.string().allow(''),
  FMCSA_BASE_URL: Joi.string().uri({ scheme: ['http', 'https'] }).default('https://mobile.fmcsa.dot.gov/qc/services/carriers'),
}).unknown(true);

/** Builds and validates the one config object; throws a readable error listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const { value: v, error } = envSchema.validate(env, { abortEarly: false, convert: true });
  if (error) throw new Error(`Invalid configuration:\n  ${error.details.map((d) => d.message).join('\n  ')}`);
  const production = isProduction(env);
  // Demo mode publishes the admin's password: only an explicit DEMO_MODE=true turns it on.
  const demoMode: boolean = v.DEMO_MODE ?? false;
  if (!demoMode && !v.ADMIN_PASSWORD) throw new Error('Invalid configuration: ADMIN_PASSWORD is required when demo mode is off (set DEMO_MODE=true for a demo run)');
  if (production && v.SCRYPT_COST < 17) throw new Error('Invalid configuration: SCRYPT_COST must be at least 17 in production');
  if (production && v.MAIL_ENABLED && !v.SMTP_URL) {
    throw new Error('Invalid configuration: SMTP_URL is required in production so staff and customers get their email (or set MAIL_ENABLED=false to run without mail)');
  }
  const publicUrl: string = (v.PUBLIC_URL ?? `http://localhost:${v.PORT}`).replace(/\/$/, '');
  const window = v.RATE_LIMIT_WINDOW_MINUTES * MINUTE;
  // Demo runs are local and drive many sign-ups from one address (browser tests), so they get roomier defaults.
  const roomy = demoMode ? 10 : 1;
  return {
    env: v.NODE_ENV,
    port: v.PORT,
    mongodbUri: v.MONGODB_URI,
    sessionSecret: v.SESSION_SECRET ?? randomBytes(32).toString('hex'),
    // Fixed outside production, so a development or demo run shows its links again after a restart.
    trackingLinkSecret: v.TRACKING_LINK_SECRET ?? DEV_TRACKING_LINK_SECRET,
    adminPassword: v.ADMIN_PASSWORD,
    demoAdminPassword: v.DEMO_ADMIN_PASSWORD,
    demoMode,
    trustProxy: v.TRUST_PROXY,
    allowedOrigins: [...new Set([...v.ALLOWED_ORIGINS.split(',').map((o: string) => o.trim().replace(/\/$/, '')).filter(Boolean), new URL(publicUrl).origin])],
    cookieSecure: v.COOKIE_SECURE,
    session: { idleMs: v.SESSION_IDLE_MINUTES * MINUTE, absoluteMs: v.SESSION_ABSOLUTE_HOURS * 60 * MINUTE },
    scryptCost: v.SCRYPT_COST,
    rateLimits: {
      loginIp: { windowMs: window, limit: v.RATE_LIMIT_LOGIN_IP },
      loginPair: { windowMs: window, limit: v.RATE_LIMIT_LOGIN_PAIR },
      loginUsername: { windowMs: window, limit: v.RATE_LIMIT_LOGIN_USERNAME },
      registerIp: { windowMs: 60 * MINUTE, limit: v.RATE_LIMIT_REGISTER_IP ?? 20 * roomy },
      quoteIp: { windowMs: 60 * MINUTE, limit: v.RATE_LIMIT_QUOTE_IP ?? 20 * roomy },
      laneIp: { windowMs: 60 * MINUTE, limit: v.RATE_LIMIT_LANE_IP ?? 300 * roomy },
      passwordResetIp: { windowMs: 60 * MINUTE, limit: v.RATE_LIMIT_PASSWORD_RESET_IP ?? 10 * roomy },
      passwordResetEmail: { windowMs: 60 * MINUTE, limit: v.RATE_LIMIT_PASSWORD_RESET_EMAIL },
      remoteFailureIp: { windowMs: 24 * 60 * MINUTE, limit: v.RATE_LIMIT_REMOTE_FAILURE_IP ?? 3 * roomy },
    },
    loginDelayAfter: v.LOGIN_DELAY_AFTER,
    passwordHashing: { concurrency: v.PASSWORD_HASH_CONCURRENCY ?? Math.max(1, availableParallelism()), queue: v.PASSWORD_HASH_QUEUE },
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, v[`REMOTE_${name.toUpperCase()}_URL`] ?? `/mfe/${name}/remoteEntry.js`]),
    ) as Record<RemoteName, string>,
    ferretdb: { sqliteSync: v.FERRETDB_SQLITE_SYNC },
    staticRoot: path.resolve(v.STATIC_ROOT ?? path.join(__dirname, '..', '..', '..')),
    releaseStore: path.resolve(v.RELEASE_STORE ?? path.join(__dirname, '..', '..', '..', 'data', 'releases')),
    renderPagesOnRequest: v.RENDER_PAGES_ON_REQUEST,
    canary: { maxFailureRate: v.CANARY_MAX_FAILURE_RATE, minSamples: v.CANARY_MIN_SAMPLES },
    logLevel: v.LOG_LEVEL ?? (v.NODE_ENV === 'test' ? 'silent' : 'info'),
    fmcsa: { webKey: v.FMCSA_WEBKEY || undefined, baseUrl: v.FMCSA_BASE_URL.replace(/\/$/, ''), timeoutMs: 5_000 },
    mail: {
      enabled: v.MAIL_ENABLED,
      smtpUrl: v.SMTP_URL,
      // SMTP_URL always wins; without it a demo run catches its own mail.
      demoMailbox: v.MAIL_ENABLED && !v.SMTP_URL && demoMode,
      from: v.MAIL_FROM,
      notifyQuotesTo: v.NOTIFY_QUOTES_TO,
      publicUrl,
      maxAttempts: v.MAIL_MAX_ATTEMPTS,
      retryBaseMs: v.MAIL_RETRY_BASE_SECONDS * 1000,
      pollMs: v.MAIL_POLL_SECONDS * 1000,
      leaseMs: v.MAIL_LEASE_SECONDS * 1000,
    },
  };
}

/** What a start should warn about in the log, every time: settings that are allowed but risky. */
export function startWarnings(config: Config): string[] {
  return config.env === 'production' && config.demoMode
    ? ['DEMO_MODE=true in production: demo data is seeded and the demo admin credentials are public on /simple-login and /api/app-info']
    : [];
}

/** The config of the app serving this request (createApp puts it in app.locals). */
export function getConfig(req: Request): Config {
  return req.app.locals.config as Config;
}
