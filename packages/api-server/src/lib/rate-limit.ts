import type { RateLimitName, ServerConfig } from '../config.js';

/**
 * The route `config` that applies one of the named rate limits, or nothing when RATE_LIMITS=off.
 * Spread into a route's options: `{ config: rateLimit(app.config, 'login') }`.
 */
export function rateLimit(
  config: ServerConfig,
  name: RateLimitName,
): { rateLimit?: { max: number; timeWindow: number } } {
  if (!config.rateLimits) return {};
  const limit = config.rateLimits[name];
  return { rateLimit: { max: limit.max, timeWindow: limit.windowMs } };
}
