/**
 * The rooms of the house and their floors (docs/api-guide.md, docs/site-guide.md, docs/domain.md say why). A room
 * may import rooms on lower floors and itself, never a room on its own floor or above. Every first-level file and
 * folder of contract/, server/ and src/ stands in exactly one room here, so a new root file or folder fails the
 * boundary test until someone decides where it belongs.
 */

/** A room imports rooms on lower floors, and itself (all its paths). Two rooms on one floor never import each other. */
export interface Room {
  /** Repository paths: a folder (everything under it), one file, or `<folder>/*`: every folder of it not named elsewhere. */
  paths: readonly string[];
  floor: number;
  /** What it is, for the failure message and the guides. */
  is: string;
}

export const CONTRACT_ROOMS: readonly Room[] = [
  {
    paths: [
      'contract/api-prefix.ts',
      'contract/auth-constants.ts',
      'contract/errors.ts',
      'contract/fields.ts',
      'contract/locales.ts',
      'contract/routes.ts',
      'contract/session.ts',
      'contract/site-files.ts',
      'contract/tenants.ts',
    ],
    floor: 0,
    is: 'the shared vocabulary (errors, fields, locales, tenants, cookies, the route table)',
  },
  { paths: ['contract/lib'], floor: 1, is: 'how a contract is written (defineEndpoints, defineContract, text rules)' },
  { paths: ['contract/*'], floor: 2, is: 'one contract per feature (every other folder of contract/)' },
  { paths: ['contract/api.ts'], floor: 3, is: 'every feature contract in one list' },
];

export const SERVER_ROOMS: readonly Room[] = [
  {
    paths: ['server/env.ts', 'server/rate-limits.ts', 'server/dispatch.ts'],
    floor: 0,
    is: 'configuration (the environment, default limits, the /api split)',
  },
  { paths: ['server/lib'], floor: 1, is: 'helpers that know no request context, database or feature' },
  { paths: ['server/db'], floor: 2, is: 'the database client, migrations and column helpers' },
  { paths: ['server/site'], floor: 2, is: 'serving the built site' },
  { paths: ['server/adapters'], floor: 3, is: 'mail, sms, outbox, events, storage, agents: interface + implementations' },
  { paths: ['server/core'], floor: 4, is: 'the request context, router, auth guards and the auth core every feature stands on' },
  { paths: ['server/middleware'], floor: 5, is: 'the entry layer and route middleware' },
  { paths: ['server/features'], floor: 6, is: 'the features (one folder each)' },
  { paths: ['server/seed'], floor: 7, is: "the seed runner: every feature's seed step, the first start" },
  { paths: ['server/app.ts'], floor: 8, is: 'the API app: every feature router' },
  { paths: ['server/services.ts'], floor: 9, is: 'everything a listening process serves' },
  { paths: ['server/main.ts'], floor: 10, is: 'the process entry' },
];

export const SITE_ROOMS: readonly Room[] = [
  {
    paths: ['src/i18n', 'src/styles', 'src/env.d.ts', 'src/client-directives.d.ts'],
    floor: 0,
    is: 'strings, global styles, type declarations',
  },
  { paths: ['src/tenants'], floor: 1, is: 'the site variants' },
  { paths: ['src/lib'], floor: 1, is: 'the API client, queries, errors, toasts' },
  { paths: ['src/content'], floor: 2, is: 'typed copy and dashboard data' },
  { paths: ['src/pwa'], floor: 2, is: 'the PWA (manifest, service worker, theme)' },
  { paths: ['src/routing'], floor: 3, is: 'paths, titles and the pre-paint guard' },
  { paths: ['src/stores'], floor: 3, is: 'state and actions over the typed client' },
  { paths: ['src/islands'], floor: 4, is: 'React islands: render what the stores hold' },
  { paths: ['src/components'], floor: 5, is: 'Astro components (static markup, island mounts)' },
  { paths: ['src/layouts'], floor: 6, is: 'page frames' },
  { paths: ['src/pages'], floor: 7, is: 'the routes' },
  { paths: ['src/content.config.ts'], floor: 8, is: "Astro's content configuration" },
];

/**
 * Site folders that belong to no API feature (docs/site-guide.md): they serve every feature. Anything else under
 * src/stores and src/islands is named after its feature in contract/ and server/features/.
 */
export const SITE_ONLY: Readonly<Record<string, string>> = {
  'src/stores/attempt.ts': 'how a store action reports back (Outcome), shared by every store',
  'src/islands/ui': "the UI kit's React side (one CSS with src/components/ui)",
  'src/islands/runtime': 'the runtime host every page mounts (toasts, the API error handler)',
  'src/islands/directives': 'Astro client directives (client:signed-in)',
  'src/islands/billing': 'the card form, until the money issue brings the payments feature',
};

export const ALL_ROOMS = { contract: CONTRACT_ROOMS, server: SERVER_ROOMS, src: SITE_ROOMS } as const;
