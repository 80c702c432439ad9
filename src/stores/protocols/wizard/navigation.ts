/** Moving between the wizard's pages: each is its own static page, in the page's language. */
import type { Locale } from '../../../../contract/locales.ts';
import type { WizardStep } from '../../../../contract/protocols/wizard.ts';
import { pathInLocale } from '../../auth/navigation.ts';

/** The page of a saved step (`codify` is /step-2). */
export function stepPath(locale: Locale, step: WizardStep | 'success'): string {
  return pathInLocale(locale, step === 'codify' ? '/step-2' : `/wizard-v1/${step}`);
}

export function goTo(url: string): void {
  window.location.assign(url);
}
