import { z } from 'zod';
import { ICON_NAMES } from '../landing/schema';

/**
 * Shapes of the three marketing pages' copy. Shared pieces (hero, cards, questions, closing) keep the pages
 * consistent and give the language issue one predictable structure to translate.
 */
const text = (min: number, max: number) => z.string().trim().min(min).max(max);

const HeroSchema = z.object({
  eyebrow: text(3, 70),
  heading: text(10, 90),
  subheading: text(40, 260),
  primaryCta: text(3, 40),
});

const CardSchema = z.object({ icon: z.enum(ICON_NAMES), title: text(3, 60), body: text(20, 240) });

const CardSectionSchema = z.object({ heading: text(5, 80), intro: text(20, 240), cards: z.array(CardSchema).min(2).max(6) });

const FaqSchema = z.object({
  heading: text(5, 80),
  items: z.array(z.object({ question: text(10, 120), answer: text(20, 400) })).min(2).max(8),
});

const ClosingSchema = z.object({ heading: text(10, 90), body: text(20, 240), cta: text(3, 40) });

export const HirePageSchema = z.object({
  hero: HeroSchema,
  /** Heading above the host tenant's own expert cards; `{site}` is replaced by the tenant's site name. */
  tenantExpertsHeading: text(10, 80),
  engagement: CardSectionSchema,
  faq: FaqSchema,
  closing: ClosingSchema,
});

export const CreatorsPageSchema = z.object({
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
  price: text(1, 12),
  period: text(3, 40),
  summary: text(10, 120),
  features: z.array(text(5, 120)).min(3).max(8),
  cta: text(3, 40),
  /** The plan most visitors pick; drawn with the accent border. */
  highlighted: z.boolean(),
});

export const PricingPageSchema = z.object({
  hero: HeroSchema.omit({ primaryCta: true }),
  plansLabel: text(3, 40),
  plans: z.array(PlanSchema).length(3),
  notes: z.array(text(20, 240)).min(1).max(4),
  faq: FaqSchema,
  closing: ClosingSchema,
});

export type HirePage = z.infer<typeof HirePageSchema>;
export type CreatorsPage = z.infer<typeof CreatorsPageSchema>;
export type PricingPage = z.infer<typeof PricingPageSchema>;
