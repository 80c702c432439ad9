import { describe, expect, it } from 'vitest';
import { SIGN_UP_MESSAGES } from '../../../contract/auth-constants.ts';
import { LOCALES } from '../../../contract/locales.ts';
import { CATALOG } from '../../i18n/catalog.ts';

describe('auth form messages', () => {
  it('carries spec §5 wording verbatim in English, typos included, and the API says the same', () => {
    const en = CATALOG.en;
    expect(en['auth.validation.nameRequired']).toBe('Your first name is required');
    expect(en['auth.validation.emailRequired']).toBe('Enter your email, it will be required to login');
    expect(en['auth.validation.emailFormat']).toBe('Please, enter a valid email');
    expect(en['auth.validation.passwordRequired']).toBe('Enter your password with at least 8 characters, it will be required to login');
    expect(en['auth.validation.passwordTooShort']).toBe('The password should contains at leat 8 characters');
    expect(en['auth.validation.confirmationRequired']).toBe('Please, confirm your password');
    expect(en['auth.validation.confirmationMismatch']).toBe('The password does not match');
    for (const [name, message] of Object.entries(SIGN_UP_MESSAGES)) expect(en[`auth.validation.${name}`], name).toBe(message);
  });

  it('translates every spec §5 message in every other language', () => {
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      for (const name of Object.keys(SIGN_UP_MESSAGES)) {
        const key = `auth.validation.${name}`;
        expect(CATALOG[locale][key], `${locale} ${key}`).toBeTruthy();
        expect(CATALOG[locale][key], `${locale} ${key}`).not.toBe(CATALOG.en[key]);
      }
    }
  });
});
