import {
  DARK_QUERY,
  THEME_STORAGE_KEY,
  THEME_TRANSITION_CLASS,
  THEME_TRANSITION_MS,
  parseThemePreference,
  resolveTheme,
  type ThemePreference,
} from '../theme.ts';

/** The theme choice's radios (src/components/site/ThemeSwitch.astro). */
const INPUTS = 'input[name="ae-theme"]';

function storedPreference(): ThemePreference {
  try {
    return parseThemePreference(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'auto';
  }
}

/**
 * Wires the theme choice after load: the pre-paint script has already put the stored preference on
 * <html data-theme> and `dark` on <html class>. A change animates colours for 300 ms (spec §9); auto follows the
 * system scheme live; another tab's choice and a page restored from the back/forward cache catch up.
 */
export function startTheme(): void {
  const root = document.documentElement;
  const media = matchMedia(DARK_QUERY);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const apply = (preference: ThemePreference, animate: boolean) => {
    root.dataset.theme = preference;
    for (const input of document.querySelectorAll<HTMLInputElement>(INPUTS)) input.checked = input.value === preference;
    const dark = resolveTheme(preference, media.matches) === 'dark';
    if (dark === root.classList.contains('dark')) return;
    if (animate) {
      root.classList.add(THEME_TRANSITION_CLASS);
      clearTimeout(timer);
      timer = setTimeout(() => root.classList.remove(THEME_TRANSITION_CLASS), THEME_TRANSITION_MS);
    }
    root.classList.toggle('dark', dark);
  };
  apply(parseThemePreference(root.dataset.theme), false);
  media.addEventListener('change', () => apply(parseThemePreference(root.dataset.theme), true));
  document.addEventListener('change', (event) => {
    const input = event.target as HTMLInputElement;
    if (!input.matches?.(INPUTS)) return;
    const preference = parseThemePreference(input.value);
    try {
      localStorage.setItem(THEME_STORAGE_KEY, preference);
    } catch {
      // Storage refused (private mode, quota): the choice still holds for this page.
    }
    apply(preference, true);
  });
  addEventListener('storage', (event) => {
    if (event.key === THEME_STORAGE_KEY) apply(storedPreference(), true);
  });
  addEventListener('pageshow', (event) => {
    if (event.persisted) apply(storedPreference(), false);
  });
}
