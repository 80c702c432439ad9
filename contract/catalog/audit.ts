/** The platform admin's audit list: one line per moderation action (issue 27, item 3). */
import { z } from 'zod';

export const MODERATION_ACTIONS = [
  'expert.approve',
  'expert.reject',
  'expert.suspend',
  'expert.reinstate',
  'review.keep',
  'review.remove',
  'status_note.create',
  'status_note.update',
  'status_note.resolve',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
export const MODERATION_TARGETS = ['expert', 'review', 'status_note'] as const;
export type ModerationTarget = (typeof MODERATION_TARGETS)[number];

export const ModerationAuditEntrySchema = z
  .object({
    id: z.uuid(),
    actor: z.object({ id: z.uuid().nullable(), name: z.string() }).describe('The admin; id null once the account is gone'),
    action: z.enum(MODERATION_ACTIONS),
    target: z.object({ type: z.enum(MODERATION_TARGETS), id: z.uuid(), label: z.string() }),
    reason: z.string().nullable(),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'ModerationAuditEntry' });
export type ModerationAuditEntry = z.output<typeof ModerationAuditEntrySchema>;
