import { describe, expect, it } from 'vitest';
import { usernameSchema } from '../../../contract/fields.ts';
import { LOCALES } from '../../../contract/locales.ts';
import { CATALOG } from '../../i18n/catalog.ts';
import {
  initialRegistrationValues,
  localeReturnUrl,
  providerErrorKey,
  readCallbackQuery,
  registrationErrorKey,
  registrationPayload,
  registrationRules,
  shouldCheckUsername,
  USERNAME_PATTERN,
  verifyErrorKey,
  type RegistrationValues,
} from './callback-logic.ts';
import { planButtons, relabel } from './social-buttons.ts';

const values = (overrides: Partial<RegistrationValues> = {}): RegistrationValues => ({
  full_name: 'Ada Lovelace',
  email: '',
  username: '',
  language: 'en',
  promotional_opt_in: false,
  ...overrides,
});

describe('the provider redirect', () => {
  it('reads code, state and iss; an error wins; anything incomplete is missing', () => {
    expect(readCallbackQuery('?code=abc&state=xyz&iss=http%3A%2F%2F127.0.0.1%3A9')).toEqual({
      kind: 'code',
      code: 'abc',
      state: 'xyz',
      iss: 'http://127.0.0.1:9',
    });
    expect(readCallbackQuery('?code=abc&state=xyz')).toEqual({ kind: 'code', code: 'abc', state: 'xyz' });
    expect(readCallbackQuery('?error=access_denied&state=xyz&code=abc')).toEqual({
      kind: 'provider_error',
      error: 'access_denied',
    });
    expect(readCallbackQuery('?error=')).toEqual({ kind: 'provider_error', error: 'server_error' });
    expect(readCallbackQuery('?code=abc')).toEqual({ kind: 'missing' });
    expect(readCallbackQuery('?state=xyz&code=')).toEqual({ kind: 'missing' });
    expect(readCallbackQuery('')).toEqual({ kind: 'missing' });
  });

  it('goes back to the language the sign-in started in, keeping the query', () => {
    const location = { search: '?code=a&state=b', hash: '' };
    expect(localeReturnUrl({ localePrefix: '/fr' }, '', location)).toBe('/fr/auth/social/callback?code=a&state=b');
    expect(localeReturnUrl({ localePrefix: '' }, '/de', { search: '?error=x', hash: '#h' })).toBe('/auth/social/callback?error=x#h');
    expect(localeReturnUrl({ localePrefix: '/fr' }, '/fr', location)).toBeNull();
    expect(localeReturnUrl(null, '', location)).toBeNull();
  });
});

describe('messages', () => {
  const keys = [
    // The island's own: a redirect without the provider's parameters, or from a sign-in this tab did not start.
    'social.callback.error.missing',
    'social.callback.error.notStarted',
    providerErrorKey('access_denied'),
    providerErrorKey('temporarily_unavailable'),
    ...[
      'INVALID_SOCIAL_TOKEN',
      'LOGIN_TRANSACTION_EXPIRED',
      'SOCIAL_PROVIDER_UNAVAILABLE',
      'PROVIDER_NOT_CONFIGURED',
      'SOCIAL_ACCOUNT_IN_USE',
      'RATE_LIMITED',
      'NETWORK_ERROR',
      'TIMEOUT_ERROR',
      'SOMETHING_ELSE',
      undefined,
    ].map(verifyErrorKey),
    ...['USERNAME_TAKEN', 'EMAIL_TAKEN', 'REGISTRATION_TOKEN_INVALID', 'NETWORK_ERROR'].map(registrationErrorKey),
    ...Object.values(registrationRules(values({ full_name: '', email: 'x', username: '-' }), { needsEmail: true })),
    ...Object.values(registrationRules(values({ full_name: 'x'.repeat(101) }), { needsEmail: true })),
  ];

  it('maps each failure to its own explanation', () => {
    expect(providerErrorKey('access_denied')).toBe('social.callback.error.denied');
    expect(providerErrorKey('server_error')).toBe('social.callback.error.provider');
    expect(verifyErrorKey('INVALID_SOCIAL_TOKEN')).toBe('social.callback.error.invalid');
    expect(verifyErrorKey('LOGIN_TRANSACTION_EXPIRED')).toBe('social.callback.error.expired');
    expect(verifyErrorKey('NETWORK_ERROR')).toBe('social.callback.error.network');
    expect(verifyErrorKey(undefined)).toBe('social.callback.error.generic');
    expect(registrationErrorKey('VALIDATION_ERROR')).toBeUndefined();
    expect(new Set(keys.filter((key) => key?.startsWith('social.callback.error.'))).size).toBe(12);
  });

  it('every key the logic can answer exists in all seven languages', () => {
    for (const locale of LOCALES) {
      for (const key of keys) expect(CATALOG[locale], `${locale}: ${key}`).toHaveProperty(key!);
    }
  });
});

describe('the registration form', () => {
  it('needs a name (at most 100 characters), an e-mail only when the provider shared none, a well-formed username if any', () => {
    expect(registrationRules(values(), { needsEmail: false })).toEqual({});
    expect(registrationRules(values({ full_name: '   ' }), { needsEmail: false })).toEqual({
      full_name: 'social.registration.error.nameRequired',
    });
    expect(registrationRules(values({ full_name: 'x'.repeat(101) }), { needsEmail: false })).toEqual({
      full_name: 'social.registration.error.nameTooLong',
    });
    expect(registrationRules(values(), { needsEmail: true })).toEqual({
      email: 'social.registration.error.emailRequired',
    });
    expect(registrationRules(values({ email: 'ada@' }), { needsEmail: true })).toEqual({
      email: 'social.registration.error.emailInvalid',
    });
    expect(registrationRules(values({ email: ' ada@example.com ' }), { needsEmail: true })).toEqual({});
    expect(registrationRules(values({ username: 'a' }), { needsEmail: false })).toEqual({
      username: 'social.registration.error.usernameFormat',
    });
    expect(registrationRules(values({ username: ' ada_l ' }), { needsEmail: false })).toEqual({});
  });

  it('checks usernames exactly as contract/fields.ts does', () => {
    const samples = ['ada', 'ad', 'a'.repeat(30), 'a'.repeat(31), 'ada.l-o_v', '.ada', 'ada_', 'ad a', 'adä', '123', 'A-b', 'a--b', ''];
    for (const sample of samples) {
      expect(USERNAME_PATTERN.test(sample), sample).toBe(usernameSchema.safeParse(sample).success);
      expect(shouldCheckUsername(` ${sample} `), sample).toBe(usernameSchema.safeParse(sample).success);
    }
  });

  it('starts from the provider name and the page language; sends no empty username and the e-mail only when needed', () => {
    expect(initialRegistrationValues({ fullName: ' Ada Lovelace ' }, 'fr')).toEqual(values({ language: 'fr' }));
    expect(initialRegistrationValues({ fullName: null }, 'en').full_name).toBe('');
    expect(
      registrationPayload(values({ full_name: ' Ada ', username: '  ', email: 'typed@example.com' }), {
        email: 'ada@example.com',
      }),
    ).toEqual({ full_name: 'Ada', language: 'en', promotional_opt_in: false });
    expect(
      registrationPayload(values({ username: ' ada_l ', email: ' typed@example.com ', promotional_opt_in: true, language: 'de' }), {
        email: null,
      }),
    ).toEqual({
      full_name: 'Ada Lovelace',
      username: 'ada_l',
      email: 'typed@example.com',
      language: 'de',
      promotional_opt_in: true,
    });
  });
});

describe('the sign-in buttons', () => {
  it('enables prerendered providers that are configured and adds the others, once each, in configuration order', () => {
    const prerendered = ['google', 'github', 'microsoft'];
    expect(planButtons(prerendered, [])).toEqual({ enable: [], add: [] });
    expect(
      planButtons(prerendered, [
        { id: 'local', name: 'Local IdP' },
        { id: 'github', name: 'GitHub' },
        { id: 'local', name: 'Again' },
        { id: '', name: 'x' },
      ]),
    ).toEqual({ enable: [{ id: 'github', name: 'GitHub' }], add: [{ id: 'local', name: 'Local IdP' }] });
  });

  it('names an added provider in the words of the prerendered button', () => {
    expect(relabel('Log in with Google', 'Google', 'Okta')).toBe('Log in with Okta');
    expect(relabel('Mit Google anmelden', 'Google', 'Local IdP')).toBe('Mit Local IdP anmelden');
    expect(relabel('Sign in', 'Google', 'Okta')).toBe('Sign in (Okta)');
  });
});
