/**
 * Knowledge files: checked (type, size) like messaging's attachments, kept by the same storage adapter under
 * `knowledge/<uuid>`, and split into passages (markdown `##` sections, else paragraph runs of ~800 characters)
 * that retrieval ranks with PostgreSQL full-text search ('simple' configuration: the files are in seven languages,
 * so no stemming that would favour one). A PDF's text comes from its text layer (knowledge-text.ts).
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { KnowledgeFile } from '../../../contract/protocols/entities.ts';
import { KNOWLEDGE_FILE_MAX_BYTES, KNOWLEDGE_FILE_TYPES } from '../../../contract/protocols/entities.ts';
import type { Passage } from '../../adapters/agents/index.ts';
import { checkUpload, type StorageAdapter } from '../../adapters/storage/index.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { extractKnowledgeText } from './knowledge-text.ts';
import { knowledgeFiles, knowledgePassages } from './schema.ts';

type FileRow = typeof knowledgeFiles.$inferSelect;

export function toKnowledgeFile(row: FileRow): KnowledgeFile {
  return {
    id: row.id,
    expert_id: row.expertId,
    file_name: row.fileName,
    content_type: row.contentType,
    size: row.sizeBytes,
    indexed_chars: row.indexedChars,
    created_at: row.createdAt.toISOString(),
  };
}

/** Passages of a text: its `#`/`##` sections when it has headings, else paragraphs joined up to ~800 characters. */
export function splitPassages(text: string): { heading: string | null; body: string }[] {
  const passages: { heading: string | null; body: string }[] = [];
  let heading: string | null = null;
  let buffer: string[] = [];
  const flush = () => {
    const body = buffer.join('\n\n').trim();
    if (body) passages.push({ heading, body });
    buffer = [];
  };
  for (const block of text.replace(/\r\n/g, '\n').split(/\n{2,}/)) {
    const title = block.match(/^#{1,6}\s+(.+)$/m);
    if (title && block.trim().startsWith('#')) {
      flush();
      heading = title[1]!.trim();
      const rest = block.trim().split('\n').slice(1).join('\n').trim();
      if (rest) buffer.push(rest);
      continue;
    }
    if (buffer.join('\n\n').length + block.length > 800) flush();
    buffer.push(block.trim());
  }
  flush();
  return passages;
}

export async function storeKnowledgeFile(
  deps: { db: Database; storage: StorageAdapter },
  input: { ownerId: string; expertId: string | null; fileName: string; contentType: string; body: Uint8Array },
): Promise<KnowledgeFile> {
  const refusal = checkUpload(input.contentType, input.body.byteLength, {
    allowedTypes: KNOWLEDGE_FILE_TYPES,
    maxBytes: KNOWLEDGE_FILE_MAX_BYTES,
  });
  if (refusal === 'type_not_allowed') throw new ApiError('ATTACHMENT_TYPE_NOT_ALLOWED');
  if (refusal === 'too_large') throw new ApiError('ATTACHMENT_TOO_LARGE');
  if (refusal === 'empty')
    throw new ApiError('VALIDATION_ERROR', { issues: [{ loc: ['body'], msg: 'The file is empty', type: 'value_error' }] });
  const key = `knowledge/${crypto.randomUUID()}`;
  await deps.storage.put(key, input.body, input.contentType);
  const text = await extractKnowledgeText(input.contentType, input.body);
  const passages = splitPassages(text);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(knowledgeFiles)
      .values({
        ownerId: input.ownerId,
        expertId: input.expertId,
        storageKey: key,
        fileName: input.fileName.replace(/[\\/\r\n"]/g, '_'),
        contentType: input.contentType,
        sizeBytes: input.body.byteLength,
        indexedChars: passages.reduce((sum, p) => sum + p.body.length, 0),
      })
      .returning();
    if (passages.length > 0)
      await tx
        .insert(knowledgePassages)
        .values(passages.map((p, ordinal) => ({ fileId: row!.id, ordinal, heading: p.heading, body: p.body })));
    return toKnowledgeFile(row!);
  });
}

export async function listFiles(db: Database, ownerId: string, expertId: string | null): Promise<KnowledgeFile[]> {
  const rows = await db
    .select()
    .from(knowledgeFiles)
    .where(expertId ? eq(knowledgeFiles.expertId, expertId) : and(eq(knowledgeFiles.ownerId, ownerId), isNull(knowledgeFiles.expertId)))
    .orderBy(knowledgeFiles.createdAt);
  return rows.map(toKnowledgeFile);
}

export async function deleteFile(deps: { db: Database; storage: StorageAdapter }, ownerId: string, id: string): Promise<void> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new ApiError('KNOWLEDGE_FILE_NOT_FOUND');
  const [row] = await deps.db
    .delete(knowledgeFiles)
    .where(and(eq(knowledgeFiles.id, id), eq(knowledgeFiles.ownerId, ownerId)))
    .returning();
  if (!row) throw new ApiError('KNOWLEDGE_FILE_NOT_FOUND');
  await deps.storage.delete(row.storageKey);
}

/** Words of a query as an OR of prefix-free lexemes ('simple' config), or null when nothing searchable is left. */
function tsQueryOf(query: string): string | null {
  const words = [...new Set(query.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? [])].slice(0, 32);
  return words.length > 0 ? words.map((word) => `'${word}'`).join(' | ') : null;
}

/**
 * Throws KNOWLEDGE_FILE_NOT_FOUND unless every id names a file of `ownerId`: a file id is public enough (every run's
 * citations carry one), so a reference to a file is checked against its owner wherever a request carries it.
 */
export async function requireOwnFiles(db: Database, ownerId: string, ids: readonly string[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const found = await db
    .select({ id: knowledgeFiles.id })
    .from(knowledgeFiles)
    .where(and(inArray(knowledgeFiles.id, unique), eq(knowledgeFiles.ownerId, ownerId)));
  if (found.length !== unique.length) throw new ApiError('KNOWLEDGE_FILE_NOT_FOUND');
}

/**
 * The best passages for a query among an expert's files, or among the given files of one owner (the wizard's draft:
 * checked where they are read too, so a draft that names someone else's file quotes nothing of it).
 */
export async function retrievePassages(
  db: Database,
  scope: { expertId: string } | { ownerId: string; fileIds: string[] },
  query: string,
  limit: number,
): Promise<Passage[]> {
  const tsQuery = tsQueryOf(query);
  if (!tsQuery) return [];
  const where =
    'expertId' in scope
      ? eq(knowledgeFiles.expertId, scope.expertId)
      : scope.fileIds.length > 0
        ? and(inArray(knowledgeFiles.id, scope.fileIds), eq(knowledgeFiles.ownerId, scope.ownerId))
        : null;
  if (!where) return [];
  const document = sql`to_tsvector('simple', coalesce(${knowledgePassages.heading}, '') || ' ' || ${knowledgePassages.body})`;
  const q = sql`to_tsquery('simple', ${tsQuery})`;
  const rank = sql<number>`ts_rank(${document}, ${q})`;
  const rows = await db
    .select({
      fileId: knowledgeFiles.id,
      source: knowledgeFiles.fileName,
      heading: knowledgePassages.heading,
      text: knowledgePassages.body,
      rank,
    })
    .from(knowledgePassages)
    .innerJoin(knowledgeFiles, eq(knowledgeFiles.id, knowledgePassages.fileId))
    .where(and(where, sql`${document} @@ ${q}`))
    .orderBy(sql`${rank} desc`, knowledgePassages.ordinal)
    .limit(limit);
  return rows.map(({ rank: _rank, ...passage }) => passage);
}

/** Files of the wizard draft move to the expert its finish created. */
export async function attachFilesToExpert(db: Database, ownerId: string, fileIds: string[], expertId: string): Promise<void> {
  if (fileIds.length === 0) return;
  await db
    .update(knowledgeFiles)
    .set({ expertId })
    .where(and(eq(knowledgeFiles.ownerId, ownerId), inArray(knowledgeFiles.id, fileIds), isNull(knowledgeFiles.expertId)));
}
