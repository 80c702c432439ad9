import { afterEach, describe, expect, it } from 'vitest';
import { ERRORS } from '../../../contract/errors.ts';
import { ERROR_DOMAINS, domainMessage, domainOfCode, isDomainErrorCode } from './catalogue.ts';
import { MESSAGES, setTranslator, text, textForErrorCode } from './messages.ts';

afterEach(() => setTranslator(undefined));

describe('English wording (spec §4, §8)', () => {
  it('pins every string of this layer', () => {
    expect(MESSAGES).toMatchObject({
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
  });

  it('has a non-empty message for every key', () => {
    for (const [key, value] of Object.entries(MESSAGES)) expect(value.trim(), key).not.toBe('');
  });
});

describe('translation seam', () => {
  it('asks the installed translator first and falls back to English', () => {
    setTranslator((key) => (key === 'session.login.success' ? 'Bon retour !' : undefined));
    expect(text('session.login.success')).toBe('Bon retour !');
    expect(text('session.logout.success')).toBe('Logged out successfully');
  });

  it('translates API codes under errors.code.<CODE>, English from the contract', () => {
    expect(textForErrorCode('EMAIL_TAKEN')).toBe('Email address is already registered');
    expect(textForErrorCode('NOT_A_CODE')).toBeUndefined();
    expect(textForErrorCode(undefined)).toBeUndefined();
    setTranslator((key) => (key === 'errors.code.EMAIL_TAKEN' ? 'Adresse déjà enregistrée' : undefined));
    expect(textForErrorCode('EMAIL_TAKEN')).toBe('Adresse déjà enregistrée');
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

  it('knows each code\'s domain and nothing else', () => {
    expect(domainOfCode('PROTOCOL_LOCKED')).toBe('protocol');
    expect(domainOfCode('AGENT_UNAVAILABLE')).toBe('agent');
    expect(isDomainErrorCode('VALIDATION_ERROR')).toBe(false);
    expect(domainMessage('VALIDATION_ERROR')).toBeUndefined();
  });
});
