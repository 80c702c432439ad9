import { z } from 'zod';
import type { Locale } from '../../../contract/locales.ts';
import type { Translate } from '../../i18n/translate.ts';
import { textField, type TextField } from '../../i18n/text-limits.ts';

/**
 * The shape of one tenant's landing copy. Copy modules hold the structure (sections, icons, order) and read
 * every string through `t` from the locale files (`landing.<tenant>.…`); zod checks the assembled copy of each
 * locale at build time, so a tenant file that forgets a section, or a translation that is empty or runs far
 * past the English length, fails the build.
 */

/** Names of the inline icons in src/components/landing/icons.ts; copy picks an icon, components draw it. */
export const ICON_NAMES = [
  'journal',
  'meal',
  'calendar',
  'shield',
  'chart',
  'book',
  'chat',
  'clipboard',
  'search',
  'timeline',
  'document',
  'scale',
  'leaf',
  'globe',
  'home',
  'heart',
  'users',
  'map',
  'bolt',
  'star',
  'school',
  'briefcase',
] as const;
export type IconName = (typeof ICON_NAMES)[number];

/** A card's icon with its title and body read from `<key>.title` and `<key>.body`. */
export function card(t: Translate, icon: IconName, key: string): { icon: IconName; title: string; body: string } {
  return { icon, title: t(`${key}.title`), body: t(`${key}.body`) };
}

export const cardSchema = (text: TextField) =>
  z.object({
    icon: z.enum(ICON_NAMES),
    title: text(3, 60),
    body: text(20, 240),
  });
export type LandingCard = z.infer<ReturnType<typeof cardSchema>>;

/** The landing copy schema with the length limits of `locale` (src/i18n/text-limits.ts). */
export function landingCopySchema(locale: Locale) {
  const text = textField(locale);
  const CardSchema = cardSchema(text);
  return z.object({
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
    categories: z.object({ heading: text(5, 80), intro: text(20, 240), tiles: z.array(CardSchema).min(3).max(9) }).optional(),
    trust: z.object({
      heading: text(10, 80),
      intro: text(20, 240),
      points: z.array(CardSchema).min(3).max(4),
    }),
    /** The creators pitch: people who codify their expertise as protocols agents follow. */
    creators: z
      .object({
        heading: text(10, 80),
        body: text(40, 320),
        points: z.array(text(10, 140)).min(2).max(4),
        cta: text(3, 40),
      })
      .optional(),
    closing: z.object({
      heading: text(10, 90),
      body: text(20, 240),
      cta: text(3, 40),
    }),
    /** Footer line for variants named after public programmes: states plainly that the site is independent. */
    footerNotice: text(20, 200).optional(),
  });
}

/** The English schema: the reference shape (types, tests). */
export const LandingCopySchema = landingCopySchema('en');
export type LandingCopy = z.infer<typeof LandingCopySchema>;
export type LandingCopyInput = z.input<typeof LandingCopySchema>;

/** The how-it-works steps shown on the landing pages and /marketing-1 (src/content/landing/common.ts). */
export function howItWorksSchema(locale: Locale) {
  const text = textField(locale);
  return z.object({
    heading: text(5, 80),
    intro: text(20, 240),
    steps: z.array(z.object({ title: text(3, 60), body: text(20, 240) })).length(4),
  });
}
export type HowItWorks = z.infer<ReturnType<typeof howItWorksSchema>>;
