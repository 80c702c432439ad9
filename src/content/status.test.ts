import { describe, expect, it } from 'vitest';
import { ROADMAP } from './roadmap';
import { STATUS_COMPONENTS } from './status';

describe('status and roadmap content', () => {
  it('reports on the five product components, each once', () => {
    expect(STATUS_COMPONENTS.map((c) => c.name)).toEqual(['Website', 'API', 'Authentication', 'Messaging', 'Agents']);
    expect(new Set(STATUS_COMPONENTS.map((c) => c.id)).size).toBe(STATUS_COMPONENTS.length);
  });

  it('lays out the foundation, marketplace and agent workspace milestones in that order', () => {
    expect(ROADMAP.map((m) => m.id)).toEqual(['foundation', 'marketplace', 'agent-workspace']);
    for (const milestone of ROADMAP) expect(milestone.items.length).toBeGreaterThan(0);
  });
});
