import { z } from 'zod';
import type { Locale } from '../../../contract/locales.ts';
import { getT } from '../../i18n/catalog.ts';
import type { TenantId } from '../../tenants/index.ts';
import { howItWorksSchema, landingCopySchema, type HowItWorks, type LandingCopy } from './schema.ts';
import { howItWorks } from './common.ts';
import { landingCopy } from './plans.ts';

export type { LandingCopy, LandingCard, HowItWorks } from './schema.ts';

/** Parses assembled copy, naming the copy and locale in the error so a failing build says what to fix. */
export function parseCopy<S extends z.ZodType>(schema: S, value: unknown, what: string, locale: Locale): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`${what} (${locale}) breaks its schema:\n${z.prettifyError(result.error)}`);
  return result.data;
}

const cache = new Map<string, unknown>();
function memo<T>(key: string, make: () => T): T {
  if (!cache.has(key)) cache.set(key, make());
  return cache.get(key) as T;
}

/** A tenant's landing copy in `locale`, checked against the schema with that locale's length limits. */
export function getLandingCopy(id: TenantId, locale: Locale): LandingCopy {
  return memo(`landing ${id} ${locale}`, () =>
    parseCopy(landingCopySchema(locale), landingCopy(getT(locale), id), `landing copy of ${id}`, locale),
  );
}

/** The how-it-works steps in `locale`. */
export function getHowItWorks(locale: Locale): HowItWorks {
  return memo(`how ${locale}`, () => parseCopy(howItWorksSchema(locale), howItWorks(getT(locale)), 'how-it-works steps', locale));
}
