/**
 * The wording of every account mail and SMS, one object per interface language (spec §1: ar, de, en, es, es-MX,
 * fr, zh-CN). Mails never echo user-supplied text such as the name: anyone can sign up with someone else's
 * address, and that must not let them put words into a mail sent to that person.
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../../contract/locales.ts';
import { ar } from './locales/ar.ts';
import { de } from './locales/de.ts';
import { en } from './locales/en.ts';
import { es } from './locales/es.ts';
import { esMX } from './locales/es-MX.ts';
import { fr } from './locales/fr.ts';
import { zhCN } from './locales/zh-CN.ts';
import type { MailTexts } from './mail-texts.ts';

export type { MailTexts };

const TEXTS: Record<Locale, MailTexts> = { ar, de, en, es, 'es-MX': esMX, fr, 'zh-CN': zhCN };

/** The language a mail goes out in: the user's stored one, English when it is unknown. */
export function mailLocale(language: string | null | undefined): Locale {
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

export function textsFor(language: Locale): MailTexts {
  return TEXTS[language];
}
