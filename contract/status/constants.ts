/** Plain data of the status page (no zod), so pages can import it. */

/** What the server checks, in the order the page lists them. Agent providers join when they exist. */
export const STATUS_CHECKS = ['api', 'database', 'mail', 'events'] as const;
export type StatusCheckId = (typeof STATUS_CHECKS)[number];
export const STATUS_NOTE_KINDS = ['incident', 'maintenance'] as const;
/** Days of history the page shows (and the server keeps). */
export const STATUS_HISTORY_DAYS = 90;
