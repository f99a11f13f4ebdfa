import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { SMS_TEMPLATES } from './modules/messages/messenger.ts';
import { isLoopbackHost, refusalLine, startupProblems, startupWarnings } from './startup-checks.ts';

// The start-up decision (docs/decisions/018-shop-modes.md), from environment variables as an operator
// would write them.

const SECRET = 'x'.repeat(40);
const PROVIDERS = {
  SMS_HTTP_URL: 'https://sms.example.com/send',
  SMS_HTTP_TOKEN: 'token',
  SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
};
/** Every SMS template the shop sends, with a DLT template id. */
const ALL_TEMPLATE_IDS = SMS_TEMPLATES.map((name, i) => `${name}=11071600000000000${10 + i}`).join(',');
const METRICS_TOKEN = 'm'.repeat(24);
const PRODUCTION = {
  SHOP_MODE: 'production',
  AUTH_SECRET: SECRET,
  DATABASE_URL: 'postgres://shop@db:5432/shop',
  PUBLIC_URL: 'https://littleloom.in',
  ...PROVIDERS,
  SMS_SENDER_ID: 'LLOOMS',
  SMS_ENTITY_ID: '1101234567890123456',
  SMS_TEMPLATE_IDS: ALL_TEMPLATE_IDS,
};

const problems = (env: Record<string, string>) => startupProblems(loadConfig(env));
const warnings = (env: Record<string, string>) => startupWarnings(loadConfig(env));

describe('isLoopbackHost', () => {
  it('knows 127.0.0.0/8, ::1 and localhost, and nothing else', () => {
    for (const host of [
      '127.0.0.1',
      '127.1.2.3',
      '::1',
      '[::1]',
      'localhost',
      'LOCALHOST',
      '::ffff:127.0.0.1',
    ]) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of [
      '0.0.0.0',
      '::',
      '192.168.1.20',
      '10.0.0.5',
      'shop.example.com',
      '128.0.0.1',
      '::ffff:10.0.0.1',
    ]) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });
});

describe('startupProblems', () => {
  it('lets the default demo shop start on loopback', () => {
    expect(problems({})).toEqual([]);
    expect(problems({ HOST: 'localhost' })).toEqual([]);
    expect(problems({ HOST: '::1' })).toEqual([]);
  });

  it('lets a complete production configuration start', () => {
    expect(problems(PRODUCTION)).toEqual([]);
    expect(problems({ ...PRODUCTION, HOST: '0.0.0.0' })).toEqual([]);
  });

  it('names everything production is missing, in one sentence', () => {
    const found = problems({ SHOP_MODE: 'production' });
    expect(found).toHaveLength(1);
    for (const name of ['AUTH_SECRET', 'DATABASE_URL', 'SMS_HTTP_URL', 'SMS_HTTP_TOKEN', 'SMTP_URL']) {
      expect(found[0]).toContain(name);
    }
    const line = refusalLine(found);
    expect(line).not.toContain('\n');
    expect(line).toMatch(/^Refusing to start: SHOP_MODE=production needs /);
  });

  it('refuses production without each one of its settings', () => {
    const without = (name: string) => {
      const env: Record<string, string> = { ...PRODUCTION };
      delete env[name];
      return problems(env);
    };
    expect(without('AUTH_SECRET')[0]).toMatch(/needs AUTH_SECRET \(32\+ characters/);
    expect(without('DATABASE_URL')[0]).toMatch(/needs DATABASE_URL/);
    expect(without('SMS_HTTP_URL')[0]).toMatch(/needs SMS_HTTP_URL and SMS_HTTP_TOKEN/);
    expect(without('SMS_HTTP_TOKEN')[0]).toMatch(/needs SMS_HTTP_URL and SMS_HTTP_TOKEN/);
    expect(without('SMTP_URL')[0]).toMatch(/needs SMTP_URL/);
    for (const name of ['AUTH_SECRET', 'DATABASE_URL', 'SMS_HTTP_URL', 'SMTP_URL']) {
      expect(without(name), name).toHaveLength(1);
    }
  });

  it('refuses production on loopback too (it is about the settings, not the address)', () => {
    expect(problems({ SHOP_MODE: 'production', HOST: '127.0.0.1' })).toHaveLength(1);
  });

  it('refuses a public address with no message provider unless demo mode is chosen', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'shop.example.com']) {
      const found = problems({ HOST: host });
      expect(found, host).toHaveLength(1);
      expect(found[0]).toContain(`HOST=${host}`);
      expect(found[0]).toContain('/api/dev/outbox');
      expect(found[0]).toContain('SHOP_MODE=demo');
    }
    expect(problems({ HOST: '0.0.0.0', SHOP_MODE: 'demo' })).toEqual([]);
  });

  it('lets a public address start once a provider closes the outbox', () => {
    expect(problems({ HOST: '0.0.0.0', ...PROVIDERS })).toEqual([]);
    expect(problems({ HOST: '0.0.0.0', SMTP_URL: PROVIDERS.SMTP_URL })).toEqual([]);
    expect(
      problems({ HOST: '0.0.0.0', SMS_HTTP_URL: PROVIDERS.SMS_HTTP_URL, SMS_HTTP_TOKEN: 'token' }),
    ).toEqual([]);
  });
});

describe('startupWarnings', () => {
  it('warns in plain words when an explicit demo serves the open outbox on a public address', () => {
    const found = warnings({ HOST: '0.0.0.0', SHOP_MODE: 'demo', AUTH_SECRET: SECRET, METRICS_TOKEN });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/readable by ANYONE .* at \/api\/dev\/outbox/);
    expect(warnings({ HOST: '127.0.0.1', SHOP_MODE: 'demo', AUTH_SECRET: SECRET })).toEqual([]);
    expect(
      warnings({ HOST: '0.0.0.0', SHOP_MODE: 'demo', AUTH_SECRET: SECRET, METRICS_TOKEN, ...PROVIDERS }),
    ).toEqual([]);
  });

  it('warns when /metrics answers anyone on a public address', () => {
    expect(warnings({ ...PRODUCTION, HOST: '0.0.0.0' })).toEqual([
      expect.stringMatching(/^METRICS_TOKEN is not set: \/metrics .* answers anyone .* HOST=0\.0\.0\.0/),
    ]);
    expect(warnings({ ...PRODUCTION, HOST: '0.0.0.0', METRICS_TOKEN })).toEqual([]);
    // On loopback only the machine itself (or a sidecar scraper) can ask.
    expect(warnings(PRODUCTION)).toEqual([]);
  });

  it('warns that ADMIN_TOKEN no longer does anything, and says how staff get in', () => {
    const found = warnings({ AUTH_SECRET: SECRET, ADMIN_TOKEN: 'a'.repeat(32) });
    expect(found).toEqual([expect.stringMatching(/ADMIN_TOKEN is set but no longer used.*npm run staff/)]);
    expect(warnings({ AUTH_SECRET: SECRET })).toEqual([]);
  });

  it('warns that a generated secret only serves one instance', () => {
    const found = warnings({});
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/AUTH_SECRET is not set.*several instances need one shared AUTH_SECRET/);
    expect(warnings({ AUTH_SECRET: SECRET })).toEqual([]);
  });

  it('has nothing to say about a complete production configuration but a missing PUBLIC_URL', () => {
    expect(warnings(PRODUCTION)).toEqual([]);
    const env: Record<string, string> = { ...PRODUCTION };
    delete env.PUBLIC_URL;
    expect(warnings(env)).toEqual([
      expect.stringMatching(/^PUBLIC_URL is not set: .* http:\/\/localhost:3000\.$/),
    ]);
  });

  it('warns in production when SMS go to a gateway without the DLT sender id or a template id', () => {
    const env: Record<string, string> = { ...PRODUCTION };
    delete env.SMS_SENDER_ID;
    env.SMS_TEMPLATE_IDS = ALL_TEMPLATE_IDS.split(',')
      .filter((pair) => !pair.startsWith('order-shipped=') && !pair.startsWith('reset-code='))
      .concat('order-shiped=1107160000000000099')
      .join(',');
    expect(warnings(env)).toEqual([
      expect.stringMatching(/^SMS_SENDER_ID is not set: SMS go to the gateway without the DLT sender id/),
      expect.stringMatching(/^SMS_TEMPLATE_IDS has no DLT template id for reset-code, order-shipped: /),
      expect.stringMatching(/^SMS_TEMPLATE_IDS names order-shiped, which the shop never sends; /),
    ]);
    // Without an SMS gateway (or outside production) there is nothing to register.
    expect(warnings({ ...env, SHOP_MODE: 'demo' })).toEqual([]);
  });
});
