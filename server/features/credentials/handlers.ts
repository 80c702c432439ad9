import type { Context } from 'hono';
import type { AppEnv } from '../../core/context.ts';
import { ApiError } from '../../lib/api-error.ts';
import { requireSession } from '../../core/auth-guards.ts';
import { setPageHeaders } from '../../lib/pagination.ts';
import { recordSecurityEvent, requestOrigin } from '../../core/security-events.ts';
import type { CredentialType } from '../../core/credentials.ts';
import { createCredential, deleteCredential, listCredentials, NOT_FOUND_CODE } from './service.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EVENTS = {
  api_key: { created: 'api_key_created', deleted: 'api_key_deleted' },
  personal_access_token: { created: 'token_created', deleted: 'token_deleted' },
} as const;

/**
 * Handlers shared by both credential kinds. Typed on the plain Context: the route contracts (routes.ts)
 * validate input before these run, and each returns exactly the contract's envelope.
 */
export function credentialHandlers(type: CredentialType) {
  return {
    async list(c: Context<AppEnv>) {
      const { user } = requireSession(c);
      const data = await listCredentials(c.var.deps.db, type, user.id);
      const meta = setPageHeaders(c, { total: data.length, current_page: 1, per_page: Math.max(data.length, 1) });
      return c.json({ data, meta }, 200);
    },

    async create(c: Context<AppEnv>, body: { name: string; scopes: string[]; expires_in_days?: number | undefined }) {
      const { user } = requireSession(c);
      const { db } = c.var.deps;
      const expiresAt = body.expires_in_days ? new Date(Date.now() + body.expires_in_days * 86_400_000) : null;
      const created = await createCredential(db, type, {
        userId: user.id,
        name: body.name,
        scopes: body.scopes,
        expiresAt,
      });
      await recordSecurityEvent(db, {
        userId: user.id,
        type: EVENTS[type].created,
        ...requestOrigin(c),
        metadata: {
          id: created.id,
          name: created.name,
          prefix: created.prefix,
          scopes: created.scopes,
          expires_at: created.expires_at,
        },
      });
      return c.json({ data: created }, 201);
    },

    async remove(c: Context<AppEnv>, id: string) {
      const { user } = requireSession(c);
      const { db } = c.var.deps;
      // Someone else's id, a deleted one and a malformed one all read as "not found": nothing to learn.
      const prefix = UUID.test(id) ? await deleteCredential(db, type, user.id, id) : null;
      if (prefix === null) throw new ApiError(NOT_FOUND_CODE[type]);
      await recordSecurityEvent(db, {
        userId: user.id,
        type: EVENTS[type].deleted,
        ...requestOrigin(c),
        metadata: { id, prefix },
      });
      return c.json({ data: { deleted: true as const } }, 200);
    },
  };
}
