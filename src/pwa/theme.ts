/**
 * Theme preference (spec §4): auto, light or dark, stored on this device. Auto follows the system colour scheme,
 * live; dark puts the `dark` class on <html>. Shared by the pre-paint script (src/routing/guard-script.ts), which
 * applies the stored choice before the first paint, and the page script (src/pwa/client/theme.ts), which wires the
 * control and follows system changes.
 */
export const THEME_STORAGE_KEY = 'ae_theme';
export const THEME_PREFERENCES = ['auto', 'light', 'dark'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export type Theme = 'light' | 'dark';
/** Spec §9: the theme toggle's transition. */
export const THEME_TRANSITION_MS = 300;
/** Class on <html> while a theme change animates (global.css gives colours a transition under it). */
export const THEME_TRANSITION_CLASS = 'theme-transition';
export const DARK_QUERY = '(prefers-color-scheme: dark)';

/** A stored value, or anything else (missing, an old or foreign value), as a preference: unknown means auto. */
export function parseThemePreference(value: unknown): ThemePreference {
  return value === 'light' || value === 'dark' ? value : 'auto';
}

/** An explicit choice wins; auto takes the system's scheme. */
export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): Theme {
  if (preference === 'auto') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}
