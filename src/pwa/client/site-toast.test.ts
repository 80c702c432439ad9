// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS } from '../../lib/toast/policy.ts';
import { SITE_TOAST_DURATION_MS, showSiteToast } from './site-toast.ts';

describe('site toasts (the plain script: flash messages, "ready to work offline")', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('last as long as every toast (spec §9: 2000 ms)', () => {
    expect(SITE_TOAST_DURATION_MS).toBe(TOAST_DURATION_MS);
  });

  it('join the stack one below the other and leave after their time without a click', () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div data-site-toasts role="status"></div>';
    showSiteToast('error', 'Network error. Please check your connection.');
    vi.advanceTimersByTime(500);
    showSiteToast('info', 'The app is ready to work offline.');
    const region = document.querySelector('[data-site-toasts]');
    expect([...(region?.children ?? [])].map((t) => [t.getAttribute('data-kind'), t.textContent])).toEqual([
      ['error', 'Network error. Please check your connection.'],
      ['info', 'The app is ready to work offline.'],
    ]);
    vi.advanceTimersByTime(1500);
    expect(region?.children).toHaveLength(1);
    vi.advanceTimersByTime(500);
    expect(region?.children).toHaveLength(0);
  });

  it('show nothing without a stack or a message', () => {
    expect(showSiteToast('info', 'x')).toBeNull();
    document.body.innerHTML = '<div data-site-toasts></div>';
    expect(showSiteToast('info', '')).toBeNull();
  });
});
