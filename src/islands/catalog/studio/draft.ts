/**
 * The expert editor's form state and its two translations: from the creator's stored expert, and to the body the
 * API takes. Prices are typed in currency units and sent in minor units (the contract's integer cents).
 */
import type { MyExpert } from '../../../../contract/catalog/entities.ts';
import type { Locale } from '../../../../contract/locales.ts';
import type { ExpertFields } from '../../../stores/catalog/studio/my-experts.ts';

export type PriceModel = ExpertFields['price']['model'];

export interface Draft {
  name: string;
  headline: string;
  description: string;
  locale: Locale;
  languages: Locale[];
  category: string;
  tags: string[];
  tenants: string[];
  human_review: boolean;
  /** One conversation starter per line. */
  starters: string;
  priceModel: PriceModel;
  /** In currency units as typed ("4.50"). */
  priceAmount: string;
}

export function emptyDraft(locale: Locale): Draft {
  return {
    name: '',
    headline: '',
    description: '',
    locale,
    languages: [locale],
    category: '',
    tags: [],
    tenants: [],
    human_review: false,
    starters: '',
    priceModel: 'free',
    priceAmount: '0',
  };
}

export function draftOf(expert: MyExpert): Draft {
  return {
    name: expert.name,
    headline: expert.headline,
    description: expert.description,
    locale: expert.locale,
    languages: expert.languages,
    category: expert.category.slug,
    tags: expert.tags.map((tag) => tag.slug),
    tenants: expert.tenants,
    human_review: expert.human_review,
    starters: expert.starters.join('\n'),
    priceModel: expert.price.model,
    priceAmount: (expert.price.amount / 100).toFixed(2),
  };
}

export function fieldsOf(draft: Draft): ExpertFields {
  const units = Number(draft.priceAmount.replace(',', '.'));
  return {
    name: draft.name.trim(),
    headline: draft.headline.trim(),
    description: draft.description.trim(),
    locale: draft.locale,
    languages: draft.languages,
    category: draft.category,
    tags: draft.tags,
    tenants: draft.tenants as ExpertFields['tenants'],
    human_review: draft.human_review,
    starters: draft.starters
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    // A free expert costs 0; an unreadable amount goes as -1 so the API's 422 names the field.
    price: { model: draft.priceModel, amount: draft.priceModel === 'free' ? 0 : Number.isFinite(units) ? Math.round(units * 100) : -1 },
  };
}

export function sameDraft(a: Draft, b: Draft): boolean {
  return JSON.stringify(fieldsOf(a)) === JSON.stringify(fieldsOf(b));
}
