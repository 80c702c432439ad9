/** What the runs of each version of a creator's expert did, counted from the stored runs in one grouped query. */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { VersionRunFigures } from '../../../contract/runs/entities.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { findExpertById } from '../catalog/service.ts';
import { protocolVersions } from '../protocols/schema.ts';
import { runs } from './schema.ts';

const countWhere = (status: string) => sql<number>`count(*) filter (where ${runs.status} = ${status})`.mapWith(Number);

export async function versionRunFigures(db: Database, userId: string, expertId: string): Promise<VersionRunFigures[]> {
  const expert = await findExpertById(db, expertId);
  if (!expert || expert.creatorId !== userId) throw new ApiError('EXPERT_NOT_FOUND');
  const rows = await db
    .select({
      version_id: runs.versionId,
      number: protocolVersions.number,
      runs: count(),
      completed: countWhere('completed'),
      failed: countWhere('failed'),
      cancelled: countWhere('cancelled'),
      waiting_review: countWhere('waiting_review'),
    })
    .from(runs)
    .innerJoin(protocolVersions, eq(protocolVersions.id, runs.versionId))
    .where(and(eq(runs.expertId, expertId)))
    .groupBy(runs.versionId, protocolVersions.number)
    .orderBy(desc(protocolVersions.number));
  return rows;
}
