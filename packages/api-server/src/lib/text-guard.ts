import { messages, wellFormed } from '@company/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { HttpError } from './errors.js';

/** Deeper than any contract goes; a body nested further is refused by its schema anyway. */
const MAX_DEPTH = 32;

/** The path (`items.0.id`) of the first string or key in `value` that is not valid Unicode. */
function firstInvalid(value: unknown, path: string[], depth: number): string[] | undefined {
  if (typeof value === 'string') return wellFormed(value) ? undefined : path;
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (!wellFormed(key)) return [...path, '_'];
    const found = firstInvalid(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * One guard for every request (issue 31 (docs/requirements/issues/31-unbreakable-at-the-edges.md)): a lone UTF-16
 * surrogate anywhere in the body (JSON, or multipart text in a charset that can carry one), query or path
 * parameters answers 400 with the field's error, whatever the route's schema says of that field; PostgreSQL
 * cannot store it (the audit insert failed with 22P02). The contracts' text fields refuse it too, on the
 * client as well. Runs in `preValidation`, after the multipart body is read: register after
 * `registerMultipartBodies`.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = firstInvalid(part, [], 0);
      if (path) {
        const field = path.length > 0 ? path.join('.') : '_';
        throw new HttpError(400, messages.generic.invalidCharacters, {
          [field]: messages.generic.invalidCharacters,
        });
      }
    }
  });
}
