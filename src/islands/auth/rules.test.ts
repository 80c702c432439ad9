import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { SIGN_UP_MESSAGES as M } from '../../../contract/auth-constants.ts';
import { signInSchema, signUpSchema } from '../../../contract/auth/index.ts';
import { newPasswordSchema, resetRequestSchema } from '../../../contract/password/index.ts';
import { CATALOG } from '../../i18n/catalog.ts';
import { interpolate } from '../../i18n/translate.ts';
import type { FieldErrors } from './form-state.ts';
import {
  backupCodeRules as backupCodeKeys,
  CODE_FORMAT_MESSAGE,
  emailRules as emailKeys,
  newPasswordRules as newPasswordKeys,
  oneTimeCodeRules as oneTimeCodeKeys,
  RULE_VALUES,
  signInRules as signInKeys,
  signUpRules as signUpKeys,
  type Rules,
} from './rules.ts';

/** The rules answer with message keys; in English (what the API says) through the en locale file. */
function inEnglish<V>(rules: Rules<V>): (values: V) => FieldErrors {
  return (values) =>
    Object.fromEntries(Object.entries(rules(values)).map(([field, key]) => [field, interpolate(CATALOG.en[key]!, RULE_VALUES)]));
}
const signUpRules = inEnglish(signUpKeys);
const signInRules = inEnglish(signInKeys);
const emailRules = inEnglish(emailKeys);
const newPasswordRules = inEnglish(newPasswordKeys);
const oneTimeCodeRules = inEnglish(oneTimeCodeKeys);
const backupCodeRules = inEnglish(backupCodeKeys);

/** What the API's schema says about the same values, first message per field. */
function schemaErrors(schema: ZodType, values: unknown): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of schema.safeParse(values).error?.issues ?? []) {
    const field = String(issue.path[0] ?? '');
    if (field !== '' && field !== 'token' && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

const valid = {
  name: 'Ada',
  email: 'ada@example.com',
  password: 'correct horse',
  password_confirmation: 'correct horse',
  language: 'en',
};
const SIGN_UPS = [
  { name: '', email: '', password: '', password_confirmation: '' },
  { ...valid, name: '   ' },
  { ...valid, email: 'ada@' },
  { ...valid, email: ' Ada@Example.COM ' },
  { ...valid, email: 'ada..x@example.com' },
  { ...valid, email: `${'a'.repeat(250)}@example.com` },
  { ...valid, password: 'short', password_confirmation: 'short' },
  { ...valid, password: 'short', password_confirmation: 'shorx' },
  { ...valid, password_confirmation: 'something else' },
  { ...valid, name: '', password_confirmation: 'something else' },
  { ...valid, password_confirmation: '' },
  { ...valid, email: 'bad', password_confirmation: 'x' },
  { ...valid, password: '', password_confirmation: 'x' },
  { ...valid, password: 'short', password_confirmation: '' },
  valid,
];

describe('the client rules give the API schema’s verdict, word for word', () => {
  it.each(SIGN_UPS)('sign-up %#', (form) => {
    expect(signUpRules(form)).toEqual(schemaErrors(signUpSchema, form));
  });

  it.each(SIGN_UPS)('sign-in, reset request and new password %#', (form) => {
    expect(signInRules(form)).toEqual(schemaErrors(signInSchema, form));
    expect(emailRules(form)).toEqual(schemaErrors(resetRequestSchema, form));
    expect(newPasswordRules(form)).toEqual(schemaErrors(newPasswordSchema, { ...form, token: 't' }));
  });
});

describe('spec §5 messages', () => {
  it('an empty sign-up names every required field', () => {
    expect(signUpRules({ name: '', email: '', password: '', password_confirmation: '' })).toEqual({
      name: 'Your first name is required',
      email: 'Enter your email, it will be required to login',
      password: 'Enter your password with at least 8 characters, it will be required to login',
      password_confirmation: 'Please, confirm your password',
    });
  });

  it('format, length and mismatch each have their own wording', () => {
    expect(signUpRules({ ...valid, email: 'ada@' })).toEqual({ email: 'Please, enter a valid email' });
    expect(signUpRules({ ...valid, password: '1234567', password_confirmation: '1234567' })).toEqual({
      password: 'The password should contains at leat 8 characters',
    });
    expect(signUpRules({ ...valid, password: '12345678', password_confirmation: '12345678' })).toEqual({});
    expect(signUpRules({ ...valid, password_confirmation: 'x' })).toEqual({
      password_confirmation: M.confirmationMismatch,
    });
    expect(M.confirmationMismatch).toBe('The password does not match');
  });
});

describe('one-time codes', () => {
  it('a verification or authenticator code is exactly six digits, spaces around ignored', () => {
    expect(oneTimeCodeKeys({ code: '12345' })).toEqual({ code: CODE_FORMAT_MESSAGE });
    expect(oneTimeCodeRules({ code: '12a456' })).toEqual({ code: 'Enter the 6-digit code' });
    expect(oneTimeCodeKeys({ code: '1234567' })).toEqual({ code: CODE_FORMAT_MESSAGE });
    expect(oneTimeCodeRules({ code: ' 123456 ' })).toEqual({});
  });

  it('a backup code is 8 to 24 characters', () => {
    expect(backupCodeRules({ code: 'abcd-ef' })).toEqual({ code: 'Enter one of your backup codes' });
    expect(backupCodeRules({ code: 'abcd-efgh' })).toEqual({});
    expect(backupCodeRules({ code: 'x'.repeat(25) })).toEqual({ code: 'Enter one of your backup codes' });
  });
});
