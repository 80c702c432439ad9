import { z } from 'zod';
import type { Locale } from '../../../contract/locales.ts';
import { cardSchema } from '../landing/schema.ts';
import { textField } from '../../i18n/text-limits.ts';

/**
 * Shapes of the three marketing pages' copy. Shared pieces (hero, cards, questions, closing) keep the pages
 * consistent; every string comes from `marketing.*` keys and each locale is checked with its own length limits
 * (src/i18n/text-limits.ts).
 */
export function marketingSchemas(locale: Locale) {
  const text = textField(locale);

  const HeroSchema = z.object({
    eyebrow: text(3, 70),
    heading: text(10, 90),
    subheading: text(40, 260),
    primaryCta: text(3, 40),
  });

  const CardSectionSchema = z.object({
    heading: text(5, 80),
    intro: text(20, 240),
    cards: z.array(cardSchema(text)).min(2).max(6),
  });

  const FaqSchema = z.object({
    heading: text(5, 80),
    items: z
      .array(z.object({ question: text(10, 120), answer: text(20, 400) }))
      .min(2)
      .max(8),
  });

  const ClosingSchema = z.object({ heading: text(10, 90), body: text(20, 240), cta: text(3, 40) });

  const HirePageSchema = z.object({
    hero: HeroSchema,
    /** Heading above the host tenant's own expert cards, with the tenant's site name in it. */
    tenantExpertsHeading: text(10, 80),
    /** The hero's first action: the catalog itself (guests also see the sign-up offer beside it). */
    browseCta: text(3, 40),
    engagement: CardSectionSchema,
    faq: FaqSchema,
    closing: ClosingSchema,
  });

  const CreatorsPageSchema = z.object({
    hero: HeroSchema,
    protocol: z.object({
      heading: text(5, 80),
      intro: text(20, 300),
      exampleTitle: text(5, 80),
      exampleSteps: z.array(text(10, 160)).min(3).max(8),
    }),
    earning: CardSectionSchema,
    quality: CardSectionSchema,
    faq: FaqSchema,
    closing: ClosingSchema,
  });

  const PlanSchema = z.object({
    id: z.enum(['free', 'pro', 'team']),
    name: text(3, 20),
    /** The price formatted for the locale (Intl.NumberFormat, US dollars). */
    price: text(1, 12),
    period: text(3, 40),
    summary: text(10, 120),
    features: z.array(text(5, 120)).min(3).max(8),
    cta: text(3, 40),
    /** The plan most visitors pick; drawn with the accent border. */
    highlighted: z.boolean(),
  });

  const PricingPageSchema = z.object({
    hero: HeroSchema.omit({ primaryCta: true }),
    plansLabel: text(3, 40),
    plans: z.array(PlanSchema).length(3),
    notes: z.array(text(20, 240)).min(1).max(4),
    faq: FaqSchema,
    closing: ClosingSchema,
  });

  return { HirePageSchema, CreatorsPageSchema, PricingPageSchema };
}

type Schemas = ReturnType<typeof marketingSchemas>;
export type HirePage = z.infer<Schemas['HirePageSchema']>;
export type CreatorsPage = z.infer<Schemas['CreatorsPageSchema']>;
export type PricingPage = z.infer<Schemas['PricingPageSchema']>;
