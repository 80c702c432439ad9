/**
 * Who may do what in the marketplace (design.md §10: one small policy per feature, tested alone). The handlers ask
 * here; the answer decides between the action and its error code.
 */
export interface Actor {
  userId: string;
  isAdmin: boolean;
  isCreator: boolean;
}

export type CatalogAction =
  | { action: 'expert.create' }
  | { action: 'expert.manage'; expert: { creatorId: string } }
  | { action: 'listing.moderate' }
  | { action: 'creatorRequest.decide' }
  | { action: 'review.create'; expert: { creatorId: string }; hasUsed: boolean }
  | { action: 'review.edit'; review: { userId: string } }
  | { action: 'review.delete'; review: { userId: string } }
  | { action: 'review.report'; review: { userId: string } }
  | { action: 'review.moderate' };

export type Verdict =
  | { allowed: true }
  | { allowed: false; reason: 'creator_required' | 'not_owner' | 'admin_only' | 'own_expert' | 'not_used' | 'own_review' };

const allow: Verdict = { allowed: true };
const deny = (reason: Exclude<Verdict, { allowed: true }>['reason']): Verdict => ({ allowed: false, reason });

export function can(actor: Actor, request: CatalogAction): Verdict {
  switch (request.action) {
    case 'expert.create':
      return actor.isCreator ? allow : deny('creator_required');
    case 'expert.manage':
      return request.expert.creatorId === actor.userId ? allow : deny('not_owner');
    case 'listing.moderate':
    case 'creatorRequest.decide':
    case 'review.moderate':
      return actor.isAdmin ? allow : deny('admin_only');
    case 'review.create':
      if (request.expert.creatorId === actor.userId) return deny('own_expert');
      return request.hasUsed ? allow : deny('not_used');
    case 'review.edit':
      return request.review.userId === actor.userId ? allow : deny('not_owner');
    case 'review.delete':
      return request.review.userId === actor.userId || actor.isAdmin ? allow : deny('not_owner');
    case 'review.report':
      return request.review.userId === actor.userId ? deny('own_review') : allow;
  }
}
