/**
 * The product's direction as three milestones (spec §1 and the design card in ../shared): the foundation every
 * variant stands on, the marketplace of AI experts, and the agent workspace where people stay in control.
 * Statuses are updated by hand when work lands. This file holds the structure (ids, order, statuses); the texts
 * are the `roadmap.*` keys of the page's language, read through `roadmap(t)`.
 */
import type { Translate } from '../i18n/translate.ts';

export type RoadmapStatus = 'in-progress' | 'planned' | 'shipped';

export interface RoadmapItem {
  id: string;
  title: string;
  detail: string;
  status: RoadmapStatus;
}

export interface RoadmapMilestone {
  id: 'foundation' | 'marketplace' | 'agent-workspace';
  title: string;
  summary: string;
  status: RoadmapStatus;
  items: readonly RoadmapItem[];
}

interface MilestonePlan {
  id: RoadmapMilestone['id'];
  /** Segment of its keys: `roadmap.milestones.<key>.title`, `….items.<item>.title`. */
  key: string;
  status: RoadmapStatus;
  items: readonly { id: string; status: RoadmapStatus }[];
}

const PLAN: readonly MilestonePlan[] = [
  {
    id: 'foundation',
    key: 'foundation',
    status: 'shipped',
    items: [
      { id: 'variants', status: 'shipped' },
      { id: 'accounts', status: 'shipped' },
      { id: 'languages', status: 'shipped' },
      { id: 'offline', status: 'shipped' },
    ],
  },
  {
    // Browsing, search, reviews and bookmarks are live; creators publish protocols with a price, but nothing is paid
    // or earned yet (the money issue).
    id: 'marketplace',
    key: 'marketplace',
    status: 'in-progress',
    items: [
      { id: 'profiles', status: 'shipped' },
      { id: 'hiring', status: 'planned' },
      { id: 'creatorPrograms', status: 'in-progress' },
      { id: 'feedback', status: 'shipped' },
    ],
  },
  {
    // Messaging and runs (protocols, personal tasks, recommendations) are live; review gates pause runs for the
    // creator's decision, while the review queue page and answer ratings (RLHF) are still to come.
    id: 'agent-workspace',
    key: 'agentWorkspace',
    status: 'in-progress',
    items: [
      { id: 'hitl', status: 'in-progress' },
      { id: 'rlhf', status: 'planned' },
      { id: 'messaging', status: 'shipped' },
      { id: 'protocols', status: 'shipped' },
    ],
  },
];

const STATUS_KEYS: Record<RoadmapStatus, string> = {
  shipped: 'roadmap.status.shipped',
  'in-progress': 'roadmap.status.inProgress',
  planned: 'roadmap.status.planned',
};

/** A status's label ("In progress") in the language of `t`. */
export function roadmapStatusLabel(t: Translate, status: RoadmapStatus): string {
  return t(STATUS_KEYS[status]);
}

/** The milestones with their items in the language of `t`, in the order they are built. */
export function roadmap(t: Translate): readonly RoadmapMilestone[] {
  return PLAN.map((milestone) => {
    const base = `roadmap.milestones.${milestone.key}`;
    return {
      id: milestone.id,
      title: t(`${base}.title`),
      summary: t(`${base}.summary`),
      status: milestone.status,
      items: milestone.items.map((item) => ({
        id: item.id,
        title: t(`${base}.items.${item.id}.title`),
        detail: t(`${base}.items.${item.id}.detail`),
        status: item.status,
      })),
    };
  });
}
