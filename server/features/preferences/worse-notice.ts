/**
 * The creator hears when the live version of their expert falls below an earlier one (issue 25): the workbench's
 * flag (version-figures.ts `worse_than`, Wilson intervals apart) sent as a notification, with the workbench as its
 * link, where the rollback is one click. Checked after each review decision on one of the expert's runs (hitl calls
 * it through `onReviewDecided`) and each blind rating of its answers; told once per version, even when two
 * decisions or ratings flag it at the same moment (notifyUsersOnce).
 */
import { findExpertById } from '../catalog/service.ts';
import { type MessagingDeps, notifiedAbout, notifyUsersOnce } from '../messaging/service.ts';
import { activeVersionOf } from '../protocols/service.ts';
import { feedbackFiguresOf } from './version-figures.ts';

const KIND = 'protocol_version.worse' as const;
/** The workbench of the expert (the inbox opens it with `?id=`). */
export const WORKBENCH_LINK = '/studio/protocol';

export async function noticeWorseVersion(deps: MessagingDeps, expertId: string): Promise<boolean> {
  const expert = await findExpertById(deps.db, expertId);
  const live = expert?.creatorId ? await activeVersionOf(deps.db, expertId) : null;
  if (!expert?.creatorId || !live) return false;
  const figures = (await feedbackFiguresOf(deps.db, expertId)).find((row) => row.version_id === live.id);
  const worse = figures?.worse_than;
  if (!worse) return false;
  const creatorId = expert.creatorId;
  const told = (tx: typeof deps.db) => notifiedAbout(tx, creatorId, KIND, 'version_id', live.id);
  return notifyUsersOnce(deps, `${KIND}:${live.id}`, told, [
    {
      userId: expert.creatorId,
      kind: KIND,
      severity: 'warning',
      link: WORKBENCH_LINK,
      data: {
        expert_id: expert.id,
        expert_name: expert.name,
        version_id: live.id,
        number: live.number,
        worse_than: worse.number,
        measure: worse.measure,
        rate: worse.rate,
        previous_rate: worse.previous_rate,
      },
    },
  ]);
}

/** What a notice needs: the database, the events bus, and somewhere to log its failure. */
export type NoticeDeps = MessagingDeps & { logger: { error(obj: object, msg: string): void } };

/** After the change that moved the figures committed: a failure is logged, the decision or rating stands. */
export async function noticeWorseVersions(deps: NoticeDeps, expertIds: readonly string[]): Promise<void> {
  for (const expertId of new Set(expertIds)) {
    await noticeWorseVersion(deps, expertId).catch((error: unknown) =>
      deps.logger.error({ err: error, expert_id: expertId }, 'preferences: the worse-version notice failed'),
    );
  }
}
