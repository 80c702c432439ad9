import { describe, expect, it } from 'vitest';
import { parseThemePreference, resolveTheme, THEME_PREFERENCES, THEME_TRANSITION_MS } from './theme.ts';

describe('theme preference (spec §4)', () => {
  it('offers auto, light and dark with a 300 ms toggle transition (spec §9)', () => {
    expect(THEME_PREFERENCES).toEqual(['auto', 'light', 'dark']);
    expect(THEME_TRANSITION_MS).toBe(300);
  });

  it('reads a stored light or dark choice and treats anything else as auto', () => {
    expect(parseThemePreference('light')).toBe('light');
    expect(parseThemePreference('dark')).toBe('dark');
    for (const value of [null, undefined, '', 'auto', 'DARK', 'sepia', 1]) expect(parseThemePreference(value)).toBe('auto');
  });

  it('lets an explicit choice win over the system and auto follow it', () => {
    expect(resolveTheme('dark', false)).toBe('dark');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('auto', true)).toBe('dark');
    expect(resolveTheme('auto', false)).toBe('light');
  });
});
