import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The signing key for access tokens and one-time codes: JWT_SECRET when given, otherwise a random key
 * generated once into DATA_DIR/secrets.json (mode 600), so sessions survive a restart. That fallback is
 * for development only: in production the key must come from the environment (docs/requirements/issues/23-safe-in-production.md, see
 * `assertProductionSecrets` in config.ts).
 */
export function loadSigningSecret(
  dataDir: string,
  configured: string | undefined,
  production = false,
): string {
  if (configured) {
    if (configured.length < 32) throw new Error('JWT_SECRET must be at least 32 characters long');
    return configured;
  }
  if (production) {
    throw new Error('JWT_SECRET is not set: in production the signing key must come from the environment.');
  }
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'secrets.json');
  if (existsSync(path)) {
    const stored = JSON.parse(readFileSync(path, 'utf8')) as { jwtSecret?: unknown };
    if (typeof stored.jwtSecret === 'string' && stored.jwtSecret.length >= 32) return stored.jwtSecret;
  }
  const secret = randomBytes(48).toString('base64url');
  const temporary = `${path}.tmp`;
  writeFileSync(temporary, JSON.stringify({ jwtSecret: secret }, null, 2), { mode: 0o600 });
  renameSync(temporary, path);
  return secret;
}
