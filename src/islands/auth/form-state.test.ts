import { describe, expect, it } from 'vitest';
import { SIGN_UP_MESSAGES as M } from '../../../contract/auth-constants.ts';
import { clearResolved, fieldId, firstInvalidField, revalidateField, serverFieldErrors } from './form-state.ts';

const ORDER = ['name', 'email', 'password', 'password_confirmation'] as const;

describe('how the auth forms handle errors', () => {
  it('a blur refreshes only the field that lost focus', () => {
    const current = { name: M.nameRequired, email: M.emailRequired };
    expect(revalidateField(current, { email: M.emailFormat }, 'name')).toEqual({ email: M.emailRequired });
    expect(revalidateField(current, { name: M.nameRequired, email: M.emailFormat }, 'email')).toEqual({
      name: M.nameRequired,
      email: M.emailFormat,
    });
  });

  it('typing only clears errors whose field is now right; it never adds or rewords one', () => {
    const current = { email: M.emailRequired, password: M.passwordTooShort };
    expect(clearResolved(current, { email: M.emailFormat })).toEqual({ email: M.emailRequired });
    expect(clearResolved(current, { email: M.emailFormat, password: M.passwordTooShort, name: M.nameRequired })).toBe(current);
  });

  it('server errors for fields the form shows go on them; others become general messages', () => {
    expect(serverFieldErrors({ email: 'Taken', referrer: 'Unknown referrer' }, ORDER)).toEqual({
      fields: { email: 'Taken' },
      rest: ['Unknown referrer'],
    });
  });

  it('focus goes to the first invalid field in reading order, not in error order', () => {
    expect(firstInvalidField(ORDER, { password_confirmation: 'x', email: 'y' })).toBe('email');
    expect(firstInvalidField(ORDER, {})).toBeUndefined();
  });

  it('field ids follow the static forms (form id, then the name with dashes)', () => {
    expect(fieldId('signup', 'password_confirmation')).toBe('signup-password-confirmation');
    expect(fieldId('login', 'email')).toBe('login-email');
  });
});
