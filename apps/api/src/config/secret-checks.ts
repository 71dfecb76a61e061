/**
 * DESIGN.md "Hardening decisions": in production the server refuses to start with a
 * placeholder or common `SESSION_SECRET`/`ADMIN_PASSWORD`. A shipped template value
 * (`REPLACE-ME`, `change-me`, ...) is never a valid admin password, in any environment,
 * even though it happens to meet the password rule.
 */
import { ConfigError } from './app-config.js';

type Env = Readonly<Record<string, string | undefined>>;

/** Words that mark a value as a template to be replaced, not a secret. */
const PLACEHOLDER = /replace[\W_]*me|change[\W_]*(me|it|this)|placeholder|dev[\W_]*only|example|your[\W_]*(secret|password)|^<.*>$|^x{3,}$|todo|fixme|insert[\W_]*here/i;

/** Values this repository ships or has shipped in its compose file, docs and tests: known to everyone. */
const SHIPPED = new Set(
  ['dev-only-session-secret-change-me-0123456789', 'Mercato#Admin2026', 'mercato-dev-secret', 'mercato-dev-password', 'Staff#Mercato26'].map((v) => v.toLowerCase()),
);

/** The stems of the passwords every guessing list starts with (compared without case, digits and signs around them). */
const COMMON_STEMS = new Set([
  'password', 'passwort', 'motdepasse', 'pass', 'secret', 'admin', 'administrator', 'root', 'letmein', 'welcome', 'willkommen', 'bienvenue',
  'qwerty', 'qwertz', 'azerty', 'abc', 'abcdef', 'iloveyou', 'mercato', 'login', 'test', 'default', 'master', 'sommer', 'summer', 'winter',
]);

/** What makes a value unusable as a secret, or null when none applies. */
export function weakness(value: string): string | null {
  const lower = value.toLowerCase();
  if (PLACEHOLDER.test(value)) return 'is a placeholder';
  if (SHIPPED.has(lower)) return 'is a value published with Mercato';
  const stem = lower.replace(/[^a-z]+/g, '');
  if (COMMON_STEMS.has(stem)) return 'is a common password';
  if (new Set(lower).size < 8) return 'repeats too few different characters';
  return null;
}

/**
 * Throws a ConfigError naming the variable (main.ts prints it as one line and exits 1).
 * Call it once the rest of the configuration is valid.
 */
export function refuseWeakSecrets(env: Env, production: boolean): void {
  const admin = env['ADMIN_PASSWORD']?.trim();
  if (admin && PLACEHOLDER.test(admin)) {
    throw new ConfigError('ADMIN_PASSWORD', 'is a placeholder: set a real password (the template value REPLACE-ME is never accepted)');
  }
  if (!production) return;
  const secret = env['SESSION_SECRET']?.trim();
  const secretWeakness = secret ? weakness(secret) : null;
  if (secretWeakness) {
    throw new ConfigError('SESSION_SECRET', `${secretWeakness}: NODE_ENV=production needs a random secret of at least 32 characters (e.g. openssl rand -hex 32)`);
  }
  const adminWeakness = admin ? weakness(admin) : null;
  if (adminWeakness) {
    throw new ConfigError('ADMIN_PASSWORD', `${adminWeakness}: NODE_ENV=production needs a password nobody can guess (e.g. openssl rand -base64 18, plus one uppercase letter and one sign)`);
  }
}
