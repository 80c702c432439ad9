import { pathsForFamily } from '../../routing/static-paths.ts';

/** The two mirrors of the app pages (spec: /sidebar mirrors /navbar with the same dashboards, layouts and maps). */
export const SHELL_TREES = ['navbar', 'sidebar'] as const;

/** getStaticPaths for a page file `[shell]/<name>.astro` serving one route in both mirrors (e.g. maps-1). */
export function pathsForShellPage(pathFor: (shell: string) => string) {
  return pathsForFamily(
    'shell',
    SHELL_TREES.map((shell) => ({ value: shell, path: pathFor(shell) })),
  );
}

/**
 * getStaticPaths for a page file `[shell]/<group>/[slug].astro` serving a family of routes in both mirrors
 * (e.g. the four dashboards): one page per shell × slug, each carrying its own route of the table.
 */
export function pathsForShellFamily(slugs: readonly string[], pathFor: (shell: string, slug: string) => string) {
  return SHELL_TREES.flatMap((shell) =>
    pathsForFamily(
      'slug',
      slugs.map((slug) => ({ value: slug, path: pathFor(shell, slug) })),
    ).map((entry) => ({
      ...entry,
      params: { ...entry.params, shell },
    })),
  );
}
