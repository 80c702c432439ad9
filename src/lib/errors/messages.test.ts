// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENGLISH_RUNTIME_MESSAGES } from './english.testing.ts';
import { ERRORS } from '../../../contract/errors.ts';
import { LOCALES } from '../../../contract/locales.ts';
import { CATALOG, islandMessages } from '../../i18n/catalog.ts';
import { subscribeToasts } from '../toast/toast.ts';
import { handleApiError } from './api-handler.ts';
import { ERROR_DOMAINS, domainMessage, domainOfCode, isDomainErrorCode } from './catalogue.ts';
import { formErrorsFrom } from './form-errors.ts';
import { installGlobalErrorHandlers } from './global.ts';
import { RUNTIME_MESSAGES_ID, RUNTIME_MESSAGE_PREFIXES, setRuntimeMessages, text, textForErrorCode } from './messages.ts';
import { setErrorLogger } from './normalize.ts';
import { apiError, noResponse } from './fixtures.testing.ts';

setErrorLogger(() => {});

afterEach(() => {
  setRuntimeMessages(undefined);
  document.getElementById(RUNTIME_MESSAGES_ID)?.remove();
});

/** The data block RuntimeMessages.astro writes into every page that runs the runtime. */
function pageInLocale(locale: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = RUNTIME_MESSAGES_ID;
  block.textContent = JSON.stringify(islandMessages(locale, ...RUNTIME_MESSAGE_PREFIXES));
  document.body.append(block);
  setRuntimeMessages(undefined);
}

describe('English wording (spec §4, §8)', () => {
  it('pins the session and handler strings of this layer', () => {
    expect(ENGLISH_RUNTIME_MESSAGES).toMatchObject({
      'errors.normalize.fallback': 'An unexpected error occurred',
      'errors.toast.network': 'Network error. Please check your connection.',
      'errors.global.unhandledRejection': 'An unexpected error occurred.',
      'errors.global.windowError': 'A client-side error occurred.',
      'session.login.success': 'Welcome back!',
      'session.login.failed': 'Login failed',
      'session.login.profileFetchFailed': 'Failed to fetch user profile after login',
      'session.register.success': 'Registration successful! Please verify your email.',
      'session.register.failed': 'Registration failed',
      'session.logout.success': 'Logged out successfully',
      'session.profile.success': 'Profile updated successfully',
      'session.profile.failed': 'Profile update failed',
    });
    expect(text('session.login.success')).toBe('Welcome back!');
  });

  it("has errors.code.<CODE> for every code of contract/errors.ts, in the API's own words", () => {
    for (const [code, { message }] of Object.entries(ERRORS)) expect(ENGLISH_RUNTIME_MESSAGES[`errors.code.${code}`], code).toBe(message);
    const codes = Object.keys(ENGLISH_RUNTIME_MESSAGES).filter((key) => key.startsWith('errors.code.'));
    expect(codes).toHaveLength(Object.keys(ERRORS).length);
  });

  it('every runtime key is translated in every locale', () => {
    for (const locale of LOCALES) {
      const picked = islandMessages(locale, ...RUNTIME_MESSAGE_PREFIXES);
      expect(Object.keys(picked).sort(), locale).toEqual(Object.keys(ENGLISH_RUNTIME_MESSAGES).sort());
    }
  });

  it('translates API codes under errors.code.<CODE> and knows nothing else', () => {
    expect(textForErrorCode('EMAIL_TAKEN')).toBe('Email address is already registered');
    expect(textForErrorCode('NOT_A_CODE')).toBeUndefined();
    expect(textForErrorCode(undefined)).toBeUndefined();
  });
});

describe("the page's language", () => {
  it('reads the data block of a French page on first use, so a French page shows French toasts', () => {
    pageInLocale('fr');
    const shown: string[] = [];
    const stop = subscribeToasts((toast) => shown.push(toast.message));
    handleApiError(apiError('AUTHENTICATION_REQUIRED'));
    handleApiError(noResponse('network'));
    handleApiError(apiError('ACCOUNT_LOCKED'));
    stop();
    expect(shown).toEqual([CATALOG.fr['errors.status.401'], CATALOG.fr['errors.toast.network'], CATALOG.fr['errors.code.ACCOUNT_LOCKED']]);
    expect(shown[0]).toBe('Authentification requise. Veuillez vous connecter.');
    // The API's English detail gives way to the page's words wherever a form shows it.
    const wrongPassword = apiError('INVALID_CREDENTIALS');
    expect(formErrorsFrom(wrongPassword, textForErrorCode('INVALID_CREDENTIALS'))?.general).toEqual([
      CATALOG.fr['errors.code.INVALID_CREDENTIALS'],
    ]);
    expect(formErrorsFrom(wrongPassword)?.general).toEqual(['Invalid email or password']);
    expect(text('session.login.success')).toBe('Bon retour parmi nous\u202f!');
  });

  it("the global handlers speak the page's language too", () => {
    pageInLocale('de');
    const shown: string[] = [];
    const stop = subscribeToasts((toast) => shown.push(toast.message));
    const target = new EventTarget();
    const uninstall = installGlobalErrorHandlers(target);
    target.dispatchEvent(Object.assign(new Event('error'), { error: new Error('boom') }));
    uninstall();
    stop();
    expect(shown).toEqual([CATALOG.de['errors.global.windowError']]);
  });

  it('a key the page lacks shows as itself, reported once', () => {
    setRuntimeMessages({});
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(text('session.logout.success')).toBe('session.logout.success');
    expect(text('session.logout.success')).toBe('session.logout.success');
    expect(report).toHaveBeenCalledTimes(1);
    report.mockRestore();
  });
});

describe('domain code catalogue (spec §8)', () => {
  it('lists the spec table by domain, with its exact messages', () => {
    expect(ERROR_DOMAINS).toEqual({
      auth: ['INVALID_CREDENTIALS', 'EMAIL_NOT_VERIFIED', 'ACCOUNT_LOCKED', 'PASSWORD_EXPIRED'],
      user: ['USERNAME_TAKEN', 'EMAIL_TAKEN', 'PROFILE_INCOMPLETE'],
      protocol: ['PROTOCOL_NOT_FOUND', 'INSUFFICIENT_PERMISSIONS', 'PROTOCOL_LOCKED'],
      agent: ['AGENT_UNAVAILABLE', 'INVALID_AGENT_MESSAGE', 'AGENT_COMMUNICATION_ERROR'],
    });
    const table = {
      INVALID_CREDENTIALS: 'Invalid email or password',
      EMAIL_NOT_VERIFIED: 'Please verify your email address',
      ACCOUNT_LOCKED: 'Account has been locked. Please contact support.',
      PASSWORD_EXPIRED: 'Password has expired. Please reset your password.',
      USERNAME_TAKEN: 'Username is already taken',
      EMAIL_TAKEN: 'Email address is already registered',
      PROFILE_INCOMPLETE: 'Please complete your profile',
      PROTOCOL_NOT_FOUND: 'Protocol not found',
      INSUFFICIENT_PERMISSIONS: "You don't have permission to access this protocol",
      PROTOCOL_LOCKED: 'Protocol is currently locked for editing',
      AGENT_UNAVAILABLE: 'Agent is currently unavailable',
      INVALID_AGENT_MESSAGE: 'Invalid message format for agent communication',
      AGENT_COMMUNICATION_ERROR: 'Failed to communicate with agent',
    };
    for (const [code, message] of Object.entries(table)) {
      expect(domainMessage(code)).toBe(message);
      expect(ERRORS[code as keyof typeof ERRORS].message).toBe(message);
    }
  });

  it("knows each code's domain and nothing else", () => {
    expect(domainOfCode('PROTOCOL_LOCKED')).toBe('protocol');
    expect(domainOfCode('AGENT_UNAVAILABLE')).toBe('agent');
    expect(isDomainErrorCode('VALIDATION_ERROR')).toBe(false);
    expect(domainMessage('VALIDATION_ERROR')).toBeUndefined();
  });
});
