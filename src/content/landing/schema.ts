import { z } from 'zod';

/**
 * The shape of one tenant's landing copy. Copy is plain data (no markup, no components) so the language issue
 * can translate every string by key, and zod rejects a tenant file that forgets a section at build time.
 */

/** Names of the inline icons in src/components/landing/icons.ts; copy picks an icon, components draw it. */
export const ICON_NAMES = [
  'journal', 'meal', 'calendar', 'shield', 'chart', 'book', 'chat', 'clipboard', 'search', 'timeline',
  'document', 'scale', 'leaf', 'globe', 'home', 'heart', 'users', 'map', 'bolt', 'star', 'school', 'briefcase',
] as const;
export type IconName = (typeof ICON_NAMES)[number];

const text = (min: number, max: number) => z.string().trim().min(min).max(max);

const CardSchema = z.object({
  icon: z.enum(ICON_NAMES),
  title: text(3, 60),
  body: text(20, 240),
});
export type LandingCard = z.infer<typeof CardSchema>;

export const LandingCopySchema = z.object({
  hero: z.object({
    /** A short line above the heading naming who the site is for. */
    eyebrow: text(3, 70),
    heading: text(10, 90),
    subheading: text(40, 260),
    primaryCta: text(3, 40),
    secondaryCta: text(3, 40),
  }),
  experts: z.object({
    heading: text(10, 80),
    intro: text(20, 240),
    cards: z.array(CardSchema).min(3).max(6),
  }),
  /** Marketplace tiles: the main tenant's browse-by-category section. */
  categories: z
    .object({ heading: text(5, 80), intro: text(20, 240), tiles: z.array(CardSchema).min(3).max(9) })
    .optional(),
  trust: z.object({
    heading: text(10, 80),
    intro: text(20, 240),
    points: z.array(CardSchema).min(3).max(4),
  }),
  /** The creators pitch: people who codify their expertise as protocols agents follow. */
  creators: z
    .object({ heading: text(10, 80), body: text(40, 320), points: z.array(text(10, 140)).min(2).max(4), cta: text(3, 40) })
    .optional(),
  closing: z.object({
    heading: text(10, 90),
    body: text(20, 240),
    cta: text(3, 40),
  }),
  /** Footer line for variants named after public programmes: states plainly that the site is independent. */
  footerNotice: text(20, 200).optional(),
});
export type LandingCopy = z.infer<typeof LandingCopySchema>;
export type LandingCopyInput = z.input<typeof LandingCopySchema>;
