import { SESSION_HINT_COOKIE, SESSION_HINT_VALUES } from '../../contract/session';

/**
 * The pre-paint route guard (spec §2), inlined in every page's <head> so a protected page never flashes.
 * It reads the route's rule from <html data-access> and the non-secret session-hint cookie the API sets:
 * - no hint on an auth/verified route -> /auth/login?redirect=<path + query + hash>
 * - an unverified hint on a verified route -> /auth/verify-email?redirect=…
 * - any hint on a guest route (login/signup) -> /
 * The same text is on every page, so the CSP needs one hash for it. The API remains the real authority.
 */
export const GUARD_SCRIPT = `(function(d,l){var e=d.documentElement,a=e.dataset.access,p=e.dataset.localePrefix||'';if(!a||a==='public')return;var m=d.cookie.match(/(?:^|; )${SESSION_HINT_COOKIE}=([^;]*)/),h=m?m[1]:'',t=null,r=encodeURIComponent(l.pathname+l.search+l.hash);if(a==='guest'){if(h)t=p+'/'}else if(!h){t=p+'/auth/login?redirect='+r}else if(a==='verified'&&h!=='${SESSION_HINT_VALUES.verified}'){t=p+'/auth/verify-email?redirect='+r}if(t){e.style.visibility='hidden';l.replace(t)}})(document,location);`;
