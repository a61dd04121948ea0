import { QUOTES_EMAIL } from '@freight/domain';
import { loadConfig, startWarnings } from './config';

const production = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40), TRACKING_LINK_SECRET: 't'.repeat(40), ADMIN_PASSWORD: 'a-long-admin-password', SMTP_URL: 'smtp://mail.example.com:587' };

describe('loadConfig', () => {
  it('defaults to a development run on port 8080 with a random session secret', () => {
    const a = loadConfig({ ADMIN_PASSWORD: 'a-long-admin-password' });
    const b = loadConfig({ ADMIN_PASSWORD: 'a-long-admin-password' });
    expect(a).toMatchObject({ env: 'development', port: 8080 });
    expect(a.sessionSecret).toHaveLength(64);
    expect(a.sessionSecret).not.toBe(b.sessionSecret);
  });

  it('runs demo mode only when DEMO_MODE asks for it, whatever NODE_ENV says', () => {
    expect(loadConfig({ ADMIN_PASSWORD: 'a-long-admin-password' }).demoMode).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', ADMIN_PASSWORD: 'a-long-admin-password' }).demoMode).toBe(false);
    expect(loadConfig({ DEMO_MODE: 'true' })).toMatchObject({ demoMode: true, demoAdminPassword: 'FreightAdmin2024!' });
  });

  it('refuses to start without demo mode or an admin password, and says how to fix it', () => {
    expect(() => loadConfig({})).toThrow(/ADMIN_PASSWORD is required when demo mode is off \(set DEMO_MODE=true for a demo run\)/);
  });

  it('warns at start when production runs in demo mode, which only DEMO_MODE=true turns on', () => {
    expect(startWarnings(loadConfig(production))).toEqual([]);
    expect(startWarnings(loadConfig({ DEMO_MODE: 'true' }))).toEqual([]);
    const warnings = startWarnings(loadConfig({ ...production, DEMO_MODE: 'true' }));
    expect(warnings).toEqual([expect.stringMatching(/^DEMO_MODE=true in production: .*demo admin.*public/)]);
  });

  it('allows state-changing requests from the public address besides the configured origins', () => {
    expect(loadConfig({ DEMO_MODE: 'true' }).allowedOrigins).toEqual(['http://localhost:8080']);
    const config = loadConfig({ DEMO_MODE: 'true', PUBLIC_URL: 'https://freight.example.com/app/', ALLOWED_ORIGINS: 'http://localhost:3000' });
    expect(config.allowedOrigins).toEqual(['http://localhost:3000', 'https://freight.example.com']);
  });

  it('requires SESSION_SECRET and ADMIN_PASSWORD in production, and names them', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET is required in production[\s\S]*ADMIN_PASSWORD is required in production/);
  });

  it('refuses to start in production without its own tracking link secret, and keeps a fixed one elsewhere', () => {
    const { TRACKING_LINK_SECRET: _secret, ...withoutSecret } = production;
    expect(() => loadConfig(withoutSecret)).toThrow(/TRACKING_LINK_SECRET is required in production \(32\+ characters\)/);
    expect(() => loadConfig({ ...production, TRACKING_LINK_SECRET: 'short' })).toThrow(/TRACKING_LINK_SECRET/);
    expect(loadConfig(production).trackingLinkSecret).toBe('t'.repeat(40));
    expect(loadConfig({ DEMO_MODE: 'true' }).trackingLinkSecret).toBe(loadConfig({ DEMO_MODE: 'true' }).trackingLinkSecret);
  });

  it('turns demo mode off in production unless asked', () => {
    expect(loadConfig(production).demoMode).toBe(false);
    expect(loadConfig({ ...production, DEMO_MODE: 'true' }).demoMode).toBe(true);
  });

  it('requires an admin password whenever demo mode is off', () => {
    expect(() => loadConfig({ DEMO_MODE: 'false' })).toThrow(/ADMIN_PASSWORD is required/);
    expect(() => loadConfig({ NODE_ENV: 'development' })).toThrow(/ADMIN_PASSWORD is required/);
  });

  it('refuses weak password hashing in production', () => {
    expect(() => loadConfig({ ...production, SCRYPT_COST: '12' })).toThrow(/SCRYPT_COST/);
  });

  it('accepts replica-set and SRV database URIs', () => {
    for (const uri of ['mongodb://h1:27017,h2:27017/freight?replicaSet=rs0', 'mongodb+srv://u:p@cluster0.example.net/freight']) {
      expect(loadConfig({ DEMO_MODE: 'true', MONGODB_URI: uri }).mongodbUri).toBe(uri);
    }
    expect(() => loadConfig({ MONGODB_URI: 'http://nope' })).toThrow(/MONGODB_URI/);
  });

  it('reads remote URLs, defaulting to the single-port paths', () => {
    const config = loadConfig({ DEMO_MODE: 'true', REMOTE_ADMIN_URL: 'https://admin.cdn.example.com/remoteEntry.js' });
    expect(config.remotes).toEqual({
      marketing: '/mfe/marketing/remoteEntry.js',
      portal: '/mfe/portal/remoteEntry.js',
      admin: 'https://admin.cdn.example.com/remoteEntry.js',
      tools: '/mfe/tools/remoteEntry.js',
    });
  });

  it('parses origins, proxy trust and rate limits', () => {
    const config = loadConfig({ ...production, ALLOWED_ORIGINS: 'https://a.example.com/, https://b.example.com', TRUST_PROXY: '1', RATE_LIMIT_LOGIN_USERNAME: '5' });
    expect(config.allowedOrigins).toEqual(['https://a.example.com', 'https://b.example.com', 'http://localhost:8080']);
    expect(config.trustProxy).toBe(1);
    expect(config.rateLimits.loginUsername).toEqual({ windowMs: 15 * 60_000, limit: 5 });
    expect(config.rateLimits.registerIp.limit).toBe(20);
  });

  it('refuses to start in production without SMTP_URL, unless mail is switched off', () => {
    const { SMTP_URL: _unused, ...noSmtp } = production;
    expect(() => loadConfig(noSmtp)).toThrow(/SMTP_URL is required in production[\s\S]*MAIL_ENABLED=false/);
    expect(loadConfig({ ...noSmtp, MAIL_ENABLED: 'false' }).mail.enabled).toBe(false);
  });

  it('catches demo mail on loopback unless SMTP_URL is set, which always wins', () => {
    expect(loadConfig({ DEMO_MODE: 'true' }).mail).toMatchObject({ demoMailbox: true, smtpUrl: undefined, publicUrl: 'http://localhost:8080' });
    expect(loadConfig({ DEMO_MODE: 'true', SMTP_URL: 'smtp://relay.example.com:2525' }).mail).toMatchObject({ demoMailbox: false, smtpUrl: 'smtp://relay.example.com:2525' });
    expect(loadConfig(production).mail.demoMailbox).toBe(false);
    expect(() => loadConfig({ SMTP_URL: 'http://nope' })).toThrow(/SMTP_URL must be an smtp/);
  });

  it('sends new-quote email to the Quote Requests address unless NOTIFY_QUOTES_TO says otherwise', () => {
    expect(loadConfig({ DEMO_MODE: 'true' }).mail.notifyQuotesTo).toBe(QUOTES_EMAIL);
    const mail = loadConfig({ DEMO_MODE: 'true', NOTIFY_QUOTES_TO: 'desk@example.com', PUBLIC_URL: 'https://freight.example.com/', MAIL_MAX_ATTEMPTS: '4', MAIL_RETRY_BASE_SECONDS: '10' }).mail;
    expect(mail).toMatchObject({ notifyQuotesTo: 'desk@example.com', publicUrl: 'https://freight.example.com', maxAttempts: 4, retryBaseMs: 10_000 });
  });
});
