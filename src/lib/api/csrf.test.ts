// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { CSRF_COOKIE, CSRF_META_NAME } from '../../../contract/session.ts';
import { clearCsrfToken, readCsrfToken, writeCsrfToken } from './csrf.ts';

const meta = () => document.querySelector<HTMLMetaElement>(`meta[name="${CSRF_META_NAME}"]`);

afterEach(() => {
  document.cookie = `${CSRF_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  clearCsrfToken();
  meta()?.remove();
});

describe('CSRF token on a static page', () => {
  it('the meta tag is named csrf-token and supplies the token', () => {
    expect(CSRF_META_NAME).toBe('csrf-token');
    expect(readCsrfToken()).toBeUndefined();
    document.head.insertAdjacentHTML('beforeend', '<meta name="csrf-token" content="from-the-page">');
    expect(readCsrfToken()).toBe('from-the-page');
  });

  it('a token from the API is written into the meta tag, creating it when the page has none', () => {
    expect(meta()).toBeNull();
    writeCsrfToken('issued-by-sign-in');
    expect(meta()?.content).toBe('issued-by-sign-in');
    expect(readCsrfToken()).toBe('issued-by-sign-in');
    clearCsrfToken();
    expect(meta()?.content).toBe('');
    expect(readCsrfToken()).toBeUndefined();
  });

  it('the readable ae_csrf cookie is the freshest source and refreshes the meta tag', () => {
    writeCsrfToken('older-token');
    document.cookie = `${CSRF_COOKIE}=rotated-token; path=/`;
    expect(readCsrfToken()).toBe('rotated-token');
    expect(meta()?.content).toBe('rotated-token');
  });
});
