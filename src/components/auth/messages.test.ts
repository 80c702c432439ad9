import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../contract/locales';
import { FIELD_MESSAGES, LANGUAGE_OPTIONS, PASSWORD_MIN_LENGTH } from './messages';

describe('auth form messages', () => {
  it('carries spec §5 wording verbatim, typos included', () => {
    expect(FIELD_MESSAGES.name.valueMissing).toBe('Your first name is required');
    expect(FIELD_MESSAGES.email.valueMissing).toBe('Enter your email, it will be required to login');
    expect(FIELD_MESSAGES.email.typeMismatch).toBe('Please, enter a valid email');
    expect(FIELD_MESSAGES.password.valueMissing).toBe(
      'Enter your password with at least 8 characters, it will be required to login',
    );
    expect(FIELD_MESSAGES.password.tooShort).toBe('The password should contains at leat 8 characters');
    expect(FIELD_MESSAGES.password_confirmation.valueMissing).toBe('Please, confirm your password');
    expect(FIELD_MESSAGES.password_confirmation.mismatch).toBe('The password does not match');
    expect(PASSWORD_MIN_LENGTH).toBe(8);
  });

  it('offers every interface language by its native name', () => {
    expect(LANGUAGE_OPTIONS.map((o) => o.code)).toEqual([...LOCALES]);
    expect(LANGUAGE_OPTIONS.find((o) => o.code === 'zh-CN')?.label).toBe('简体中文');
    expect(LANGUAGE_OPTIONS.find((o) => o.code === 'es-MX')?.label).toBe('Español (México)');
  });
});
