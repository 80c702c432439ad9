/**
 * One or more counter-examples per rule of import-rules.ts, most of them taken from the tree as it once was (the
 * loops of issue 23), and a few things each rule must let stand. The boundary test proves that every rule fires on
 * its counter-examples, so a rule that stops working fails there before it quietly passes the repository.
 */
import type { ImportEdge, Rule } from './import-rules.ts';

export type Example =
  | { import: ImportEdge }
  | { source: { path: string; code: string } }
  | { tree: string[] }
  | { graph: Array<{ from: string; to: string }> };

const edge = (from: string, specifier: string): Example => ({ import: { from, specifier } });

/** The features as the tree names them (enough for the name rules). */
const FEATURE_TREE = ['contract/catalog/index.ts', 'server/features/catalog/service.ts', 'contract/lib/operation.ts'];

export const COUNTER_EXAMPLES: Record<Rule, Example[]> = {
  'contract stands alone': [edge('contract/users/index.ts', '../../server/core/router.ts'), edge('contract/fields.ts', 'node:crypto')],
  'server and site apart': [
    edge('server/site/index.ts', '../../src/tenants/index.ts'),
    edge('src/stores/auth/session.ts', '../../../server/app.ts'),
    edge('src/stores/auth/session.test.ts', '../../../tests/api/helpers.ts'),
  ],
  'tests stay in tests': [
    edge('server/features/auth/handlers.ts', '../../../tests/support/authenticator.ts'),
    edge('src/lib/errors/messages.ts', './english.testing.ts'),
  ],
  floors: [
    // The database layer ran the features' seeds (db/prepare.ts -> seed.ts -> features/*/seed-step.ts).
    edge('server/db/prepare.ts', '../seed/index.ts'),
    edge('server/features/runs/seed-step.ts', '../../seed/index.ts'),
    // Core imported middleware; lib imported the request context, which imports core, adapters and db.
    edge('server/core/confirm-identity.ts', '../middleware/rate-limit.ts'),
    edge('server/lib/router.ts', '../core/context.ts'),
    edge('server/middleware/session.ts', '../features/sessions/handlers.ts'),
    edge('server/site/index.ts', '../db/client.ts'),
    // In the site: an island read a layout's script, copy read a component, tenants read copy.
    edge('src/islands/catalog/ExpertActions.tsx', '../../layouts/guard-script.ts'),
    edge('src/content/dashboards/map-data.ts', '../../components/dashboard/format.ts'),
    edge('src/tenants/text.ts', '../content/text-limits.ts'),
    edge('contract/errors.ts', './lib/operation.ts'),
  ],
  'features meet at service.ts': [edge('server/features/social/outcome.ts', '../auth/two-factor-login.ts')],
  'every root file has a room': [{ tree: ['server/context.ts'] }, { tree: ['src/helpers.ts'] }, { tree: ['contract/misc.ts'] }],
  'one name per feature': [
    // The catalog's creator and admin parts under another name, and a contract without its server feature.
    { tree: [...FEATURE_TREE, 'src/stores/studio/creator.ts'] },
    { tree: [...FEATURE_TREE, 'src/islands/wizard/WizardStep.tsx'] },
    { tree: [...FEATURE_TREE, 'contract/hitl/index.ts'] },
  ],
  'islands render': [
    // social-buttons.ts called the auth API itself.
    edge('src/islands/social/social-buttons.ts', '../../stores/auth/clients.ts'),
    edge('src/islands/catalog/CreatorPage.tsx', '../../lib/api/index.ts'),
    { source: { path: 'src/islands/catalog/ExpertPage.tsx', code: "const answer = await fetch('/api/experts');" } },
    { source: { path: 'src/components/site/PageFeedback.astro', code: "new EventSource('/api/events');" } },
  ],
  'stores act': [edge('src/stores/catalog/browse.ts', 'react'), edge('src/stores/runs/tasks.ts', '../../islands/runs/PersonalTasks.tsx')],
  'one API client': [
    {
      source: {
        path: 'src/stores/status/index.ts',
        code: 'export const statusApi = bindEndpoints<typeof statusContract>(statusEndpoints);',
      },
    },
    edge('src/lib/query/client.ts', 'ofetch'),
    { source: { path: 'src/stores/catalog/browse.ts', code: 'const request = new XMLHttpRequest();' } },
    { source: { path: 'src/pwa/client/index.ts', code: "await globalThis.fetch('/api/health');" } },
  ],
  'no circle of files': [
    {
      graph: [
        { from: 'server/features/runs/engine.ts', to: 'server/features/runs/progress.ts' },
        { from: 'server/features/runs/progress.ts', to: 'server/features/runs/engine.ts' },
      ],
    },
  ],
  'no circle of features': [
    {
      graph: [
        { from: 'contract/protocols/index.ts', to: 'contract/runs/requests.ts' },
        { from: 'contract/runs/entities.ts', to: 'contract/protocols/entities.ts' },
      ],
    },
    {
      graph: [
        { from: 'server/features/security/handlers.ts', to: 'server/features/two-factor/service.ts' },
        { from: 'server/features/two-factor/handlers.ts', to: 'server/features/security/service.ts' },
      ],
    },
  ],
};

/** What the rules must let stand. */
export const ALLOWED: Example[] = [
  edge('contract/users/index.ts', 'zod'),
  edge('contract/users/index.ts', '../fields.ts'),
  edge('src/stores/auth/session.ts', '../../../contract/users/index.ts'),
  edge('server/middleware/session.ts', '../core/sessions.ts'),
  edge('server/features/auth/handlers.ts', '../users/service.ts'),
  edge('server/features/hitl/schema.ts', '../runs/schema.ts'),
  edge('server/features/auth/auth.test.ts', '../users/handlers.ts'),
  edge('server/features/auth/sign-in.test.ts', '../../../tests/api/helpers.ts'),
  edge('src/lib/errors/messages.test.ts', './english.testing.ts'),
  edge('bench/messaging/run.ts', '../../tests/support/server-process.ts'),
  edge('server/seed/index.ts', '../features/runs/seed-step.ts'),
  edge('server/app.ts', './features/index.ts'),
  edge('src/islands/hitl/PendingReviews.tsx', '../../stores/hitl/decisions.ts'),
  edge('src/stores/hitl/clients.ts', '../../lib/api/typed-client.ts'),
  edge('src/lib/api/client.ts', 'ofetch'),
  { source: { path: 'src/stores/messaging/events.ts', code: 'source = new EventSource(url, { withCredentials: true });' } },
  { source: { path: 'src/lib/api/client.ts', code: 'globalThis.fetch(input, init);' } },
  { source: { path: 'src/islands/catalog/ExpertPage.tsx', code: '// fetch(url) in a comment, and "fetch(" in a string' } },
  { tree: [...FEATURE_TREE, 'src/stores/catalog/studio/creator.ts', 'src/islands/ui/controls.tsx', 'src/stores/attempt.ts'] },
  {
    graph: [
      { from: 'server/features/runs/engine.ts', to: 'server/features/runs/progress.ts' },
      { from: 'server/features/runs/progress.ts', to: 'server/features/runs/deps.ts' },
    ],
  },
];
