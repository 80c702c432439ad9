import { DEFAULT_LOCALE, LOCALES } from '../../contract/locales.ts';
import { LOCALE_COOKIE, SESSION_HINT_COOKIE, SESSION_HINT_VALUES } from '../../contract/session.ts';
import { DARK_QUERY, THEME_STORAGE_KEY } from '../pwa/theme.ts';

/**
 * The pre-paint script, inlined first in every page's <head> so nothing flashes. The same text is on every page,
 * so the CSP needs one hash for it; the API remains the real authority on access.
 *
 * 0. Theme (spec §4): the stored preference (`ae_theme` in localStorage: light, dark, else auto) goes on
 *    <html data-theme>, and `dark` on <html class> for dark, or for auto when the system prefers dark, so the
 *    first paint already has the right palette. src/pwa/client/theme.ts takes over after load.
 * 1. Stored language (spec §1): an unprefixed (English) page, opened by a visitor whose `ae_locale` cookie names
 *    another language, is replaced by the same page in that language. Links marked `data-set-locale` (the language
 *    switcher) write the cookie when followed; choosing English writes `en`, which stops the redirect.
 * 2. Signed-in mark: any hint puts `data-signed-in` on <html>, so static pages (the landing header) show the
 *    account menu and "Open app" instead of "Log in / Sign up" in CSS alone, before first paint and with no
 *    framework JavaScript. A hint outliving its session only shows the menu; the app pages then ask the API.
 * 3. Route guard (spec §2), from <html data-access> and the non-secret session-hint cookie the API sets:
 *    - no hint on an auth/verified route -> /auth/login?redirect=<path + query + hash>
 *    - an unverified hint on a verified route -> /auth/verify-email?redirect=…
 *    - any hint on a guest route (login/signup) -> /
 */
/** Set on <html> by the pre-paint script when the session-hint cookie exists (styles key off it). */
export const SIGNED_IN_ATTRIBUTE = 'data-signed-in';

const OTHER_LOCALES = JSON.stringify(LOCALES.filter((l) => l !== DEFAULT_LOCALE));

export const GUARD_SCRIPT =
  `(function(d,l){var e=d.documentElement,c=d.cookie,k=function(n){var m=c.match(new RegExp('(?:^|; )'+n+'=([^;]*)'));return m?m[1]:''},s=k('${LOCALE_COOKIE}');` +
  `try{var m=localStorage.getItem('${THEME_STORAGE_KEY}')}catch(x){}m=m==='light'||m==='dark'?m:'auto';e.setAttribute('data-theme',m);` +
  `if(m==='dark'||m==='auto'&&matchMedia('${DARK_QUERY}').matches)e.classList.add('dark');` +
  `d.addEventListener('click',function(v){var a=v.target.closest&&v.target.closest('[data-set-locale]');if(a)d.cookie='${LOCALE_COOKIE}='+a.getAttribute('data-set-locale')+';path=/;max-age=31536000;samesite=lax'});` +
  `if(e.lang==='${DEFAULT_LOCALE}'&&${OTHER_LOCALES}.indexOf(s)>=0){e.style.visibility='hidden';l.replace('/'+s+l.pathname+l.search+l.hash);return}` +
  `var a=e.dataset.access,p=e.dataset.localePrefix||'',h=k('${SESSION_HINT_COOKIE}');if(h)e.setAttribute('${SIGNED_IN_ATTRIBUTE}','');if(!a||a==='public')return;var t=null,r=encodeURIComponent(l.pathname+l.search+l.hash);` +
  `if(a==='guest'){if(h)t=p+'/'}else if(!h){t=p+'/auth/login?redirect='+r}else if(a==='verified'&&h!=='${SESSION_HINT_VALUES.verified}'){t=p+'/auth/verify-email?redirect='+r}` +
  `if(t){e.style.visibility='hidden';l.replace(t)}})(document,location);`;
