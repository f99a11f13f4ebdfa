import { isIP } from 'node:net';
import type { Config } from './config.ts';
import { outboxIsDelivery, SMS_TEMPLATES } from './modules/messages/messenger.ts';

// What main.ts decides before it opens a database (rules/design §5, §7; docs/decisions/018-shop-modes.md).
// Pure: a Config in, sentences out. Problems stop the start; warnings are logged and the shop opens.

type StartupConfig = Pick<
  Config,
  | 'mode'
  | 'modeExplicit'
  | 'staleAdminToken'
  | 'host'
  | 'authSecret'
  | 'databaseUrl'
  | 'smsHttpUrl'
  | 'smsHttpToken'
  | 'smtpUrl'
  | 'publicUrl'
  | 'smsDlt'
  | 'metricsToken'
>;

/** True for addresses only this machine can reach: 127.0.0.0/8, ::1 and localhost. */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (h === 'localhost' || h.endsWith('.localhost')) return true;
  if (isIP(h) === 4) return h.startsWith('127.');
  if (isIP(h) === 6) {
    if (h === '::1' || h === '0:0:0:0:0:0:0:1') return true;
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(h);
    return mapped?.[1]?.startsWith('127.') === true;
  }
  return false;
}

/** What production mode needs and this configuration lacks, in the words of the settings. */
function missingForProduction(config: StartupConfig): string[] {
  const missing: string[] = [];
  if (!config.authSecret) missing.push('AUTH_SECRET (32+ characters, the same on every instance)');
  if (!config.databaseUrl) missing.push('DATABASE_URL (a postgres:// URL)');
  if (!config.smsHttpUrl || !config.smsHttpToken)
    missing.push('SMS_HTTP_URL and SMS_HTTP_TOKEN (SMS provider)');
  if (!config.smtpUrl) missing.push('SMTP_URL (email provider)');
  return missing;
}

/**
 * Reasons the shop must not start. Each is one plain sentence; main.ts prints them on one line and
 * exits with code 1 before opening the database.
 */
export function startupProblems(config: StartupConfig): string[] {
  if (config.mode === 'production') {
    const missing = missingForProduction(config);
    return missing.length > 0 ? [`SHOP_MODE=production needs ${missing.join(', ')}`] : [];
  }
  if (!config.modeExplicit && !isLoopbackHost(config.host) && outboxIsDelivery(config)) {
    return [
      `HOST=${config.host} serves other machines but no SMS or email provider is set, so every sign-in code ` +
        'would be readable by anyone at /api/dev/outbox: set SMS_HTTP_URL/SMS_HTTP_TOKEN and SMTP_URL ' +
        '(or SHOP_MODE=production), or set SHOP_MODE=demo to run an open demo on purpose',
    ];
  }
  return [];
}

/** Things worth a warning at start-up (demo settings that are fine on a laptop, risky anywhere else). */
export function startupWarnings(config: StartupConfig): string[] {
  const warnings: string[] = [];
  if (config.mode === 'demo' && !isLoopbackHost(config.host) && outboxIsDelivery(config)) {
    warnings.push(
      `DEMO MODE ON A PUBLIC ADDRESS (HOST=${config.host}): no SMS or email provider is set, so every ` +
        'sign-in and password-reset code is readable by ANYONE who can reach this shop at /api/dev/outbox. ' +
        'Do not use this shop for real customers.',
    );
  }
  if (config.mode === 'demo' && !config.authSecret) {
    warnings.push(
      'AUTH_SECRET is not set: using a random secret kept in DATA_DIR/auth-secret. That only works for one ' +
        'instance; several instances need one shared AUTH_SECRET (32+ characters).',
    );
  }
  if (config.mode === 'production' && /^https?:\/\/localhost[:/]/.test(`${config.publicUrl}/`)) {
    warnings.push(
      `PUBLIC_URL is not set: links in messages and the social sign-in return address point at ${config.publicUrl}.`,
    );
  }
  if (config.mode === 'production' && config.smsHttpUrl) warnings.push(...dltWarnings(config.smsDlt));
  if (!config.metricsToken && !isLoopbackHost(config.host)) {
    warnings.push(
      `METRICS_TOKEN is not set: /metrics (request counts, routes, pool and job figures) answers anyone who ` +
        `can reach HOST=${config.host}. Set METRICS_TOKEN, or keep /metrics off the public route at the proxy.`,
    );
  }
  if (config.staleAdminToken) {
    warnings.push(
      'ADMIN_TOKEN is set but no longer used: staff sign in at /admin with their phone and a role. Make the ' +
        'first owner with `npm run staff -- add --phone <10 digits> --role owner`, then unset ADMIN_TOKEN.',
    );
  }
  return warnings;
}

/**
 * Indian SMS gateways refuse a commercial SMS without the DLT sender id and the registered template's
 * id. Some gateways hold them on the account instead, so this warns and the shop still starts.
 */
function dltWarnings(dlt: Config['smsDlt']): string[] {
  const warnings: string[] = [];
  if (!dlt.senderId)
    warnings.push(
      'SMS_SENDER_ID is not set: SMS go to the gateway without the DLT sender id (header), and Indian ' +
        'gateways refuse them unless the account supplies one.',
    );
  const missing = SMS_TEMPLATES.filter((name) => !dlt.templateIds[name]);
  if (missing.length > 0)
    warnings.push(
      `SMS_TEMPLATE_IDS has no DLT template id for ${missing.join(', ')}: those SMS go to the gateway ` +
        'without one, and Indian gateways refuse them unless the account supplies it.',
    );
  // A misspelt name would leave its template without an id while looking configured.
  // A Hindi text is registered as its own template, `<name>-hi` (optional: without it the SMS goes in English).
  const unknown = Object.keys(dlt.templateIds).filter(
    (name) => !(SMS_TEMPLATES as readonly string[]).includes(name.replace(/-hi$/, '')),
  );
  if (unknown.length > 0)
    warnings.push(
      `SMS_TEMPLATE_IDS names ${unknown.join(', ')}, which the shop never sends; the templates are ` +
        `${SMS_TEMPLATES.join(', ')} (each also as <name>-hi for its Hindi text).`,
    );
  return warnings;
}

/** The one line main.ts prints on stderr when the shop refuses to start. */
export function refusalLine(problems: readonly string[]): string {
  return `Refusing to start: ${problems.join('; ')}.`.replace(/\s+/g, ' ');
}
