/**
 * Attachments: the raw file is checked (type, size), kept by the storage adapter under a key of our choosing, and
 * recorded for the conversation; it joins a message when the uploader sends one naming it. Downloads are for
 * members only and go out as attachments (never rendered inline as a page of this origin).
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ATTACHMENT_TYPES } from '../../../contract/messaging/constants.ts';
import { checkUpload } from '../../adapters/storage/index.ts';
import { ApiError } from '../../lib/api-error.ts';
import { requireUser } from '../../core/auth-guards.ts';
import { attachmentDisposition } from '../../lib/content-disposition.ts';
import type { AppRouteHandler } from '../../core/router.ts';
import { toAttachment } from './loaders.ts';
import { findMembership, isUuid, requireMembership } from './membership.ts';
import { can } from './policy.ts';
import type { downloadAttachmentRoute, uploadAttachmentRoute } from './routes.ts';
import { messageAttachments } from './schema.ts';

export const uploadAttachment: AppRouteHandler<typeof uploadAttachmentRoute> = async (c) => {
  const auth = requireUser(c, { scope: 'user:write' });
  const { id } = c.req.valid('param');
  const { file_name: fileName } = c.req.valid('query');
  const { db, storage, env } = c.var.deps;
  const { conversation, membership } = await requireMembership(db, id, auth.user.id);
  if (!can(membership, 'post', conversation)) throw new ApiError('BROADCAST_READ_ONLY');
  const body = new Uint8Array(await c.req.arrayBuffer());
  const contentType = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const refusal = checkUpload(contentType, body.byteLength, {
    allowedTypes: ATTACHMENT_TYPES,
    maxBytes: env.ATTACHMENT_MAX_MB * 1024 * 1024,
  });
  if (refusal === 'type_not_allowed') throw new ApiError('ATTACHMENT_TYPE_NOT_ALLOWED');
  if (refusal === 'too_large') throw new ApiError('ATTACHMENT_TOO_LARGE');
  if (refusal === 'empty')
    throw new ApiError('VALIDATION_ERROR', { issues: [{ loc: ['body'], msg: 'The file is empty', type: 'value_error' }] });
  const key = `attachments/${crypto.randomUUID()}`;
  await storage.put(key, body, contentType);
  const [row] = await db
    .insert(messageAttachments)
    .values({
      conversationId: id,
      uploaderId: auth.user.id,
      storageKey: key,
      // As given: the download's header encodes it (lib/content-disposition.ts); the site shows it as text.
      fileName,
      contentType,
      sizeBytes: body.byteLength,
      sha256: createHash('sha256').update(body).digest('hex'),
    })
    .returning();
  return c.json({ data: toAttachment(row!) }, 201);
};

export const downloadAttachment: AppRouteHandler<typeof downloadAttachmentRoute> = async (c) => {
  const auth = requireUser(c, { scope: 'user:read' });
  const { id } = c.req.valid('param');
  const { db, storage } = c.var.deps;
  if (!isUuid(id)) throw new ApiError('ATTACHMENT_NOT_FOUND');
  const [row] = await db.select().from(messageAttachments).where(eq(messageAttachments.id, id));
  // Before it is sent, only the uploader may fetch it; after, every member of the conversation.
  const member = row ? await findMembership(db, row.conversationId, auth.user.id) : null;
  if (!row || !member || (!row.messageId && row.uploaderId !== auth.user.id)) throw new ApiError('ATTACHMENT_NOT_FOUND');
  const file = await storage.get(row.storageKey);
  if (!file) throw new ApiError('ATTACHMENT_NOT_FOUND');
  return c.body(file.body as unknown as ArrayBuffer, 200, {
    'Content-Type': row.contentType,
    'Content-Length': String(file.body.byteLength),
    'Content-Disposition': attachmentDisposition(row.fileName),
    'Content-Security-Policy': "default-src 'none'; sandbox",
  }) as never;
};
