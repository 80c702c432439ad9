/**
 * The route-change progress bar (spec §2: a progress bar, no spinner, on every route change). The site is a
 * multi-page app, so a "route change" is a document navigation: the bar starts when a same-origin link or a form
 * starts one, creeps towards 90 % while the next page loads, and that page completes it. sessionStorage carries
 * the start across the page change.
 */
import { API_PREFIX } from '../../../contract/api-prefix.ts';
const STARTED_KEY = 'ae_nav_started';
/** A navigation that has not replaced the page by then was cancelled (a download, a 204, Stop). */
const GIVE_UP_MS = 15_000;
/** The next page completes the bar only when it follows a start this recent. */
const ARRIVAL_WINDOW_MS = 10_000;

const scale = (value: number): Keyframe => ({ transform: `scaleX(${value})` });
/** A page of this site: API addresses (an export's download) never replace the page. */
const isPage = (url: URL) => url.origin === location.origin && !url.pathname.startsWith(API_PREFIX);

export function startProgress(): void {
  const bar = document.querySelector<HTMLElement>('[data-nav-progress]');
  if (!bar) return;
  const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
  let giveUp: ReturnType<typeof setTimeout> | undefined;

  const hide = () => {
    clearTimeout(giveUp);
    for (const animation of bar.getAnimations()) animation.cancel();
    bar.hidden = true;
  };
  const begin = () => {
    try {
      sessionStorage.setItem(STARTED_KEY, String(Date.now()));
    } catch {
      // Without storage the next page simply does not finish the bar.
    }
    hide();
    bar.hidden = false;
    bar.animate([scale(0.08), scale(0.9)], {
      duration: still ? 0 : 8000,
      easing: 'cubic-bezier(.08,.8,.2,1)',
      fill: 'forwards',
    });
    giveUp = setTimeout(hide, GIVE_UP_MS);
  };

  // The Navigation API sees every navigation the page starts (links, forms, an island's location.assign); where it
  // is missing, link clicks and form submissions stand in for it.
  const navigation = (window as unknown as { navigation?: EventTarget }).navigation;
  if (navigation) {
    navigation.addEventListener('navigate', (event) => {
      const { hashChange, downloadRequest, destination } = event as Event & {
        hashChange: boolean;
        downloadRequest: string | null;
        destination: { url: string };
      };
      if (!hashChange && downloadRequest === null && isPage(new URL(destination.url))) begin();
    });
    arrive();
    return;
  }
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[href]');
    if (!link || link.hasAttribute('download') || (link.target && link.target !== '_self')) return;
    if (!isPage(new URL(link.href))) return;
    // A hash on the same page is a scroll, not a page change (global.css scrolls it smoothly).
    const [withoutHash, hash] = link.href.split('#');
    if (hash !== undefined && withoutHash === location.href.split('#')[0]) return;
    begin();
  });
  document.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    const submitter = (event as SubmitEvent).submitter;
    const target = submitter?.getAttribute('formtarget') ?? form.target;
    const method = submitter?.getAttribute('formmethod') ?? form.method;
    if (!event.defaultPrevented && (!target || target === '_self') && method !== 'dialog') begin();
  });
  arrive();

  /** This page ends a navigation another page started: complete the bar, then hide it. */
  function arrive(): void {
    // Back to a page kept in the back/forward cache with its bar still running.
    addEventListener('pageshow', (event) => {
      if (event.persisted) hide();
    });
    let started = 0;
    try {
      started = Number(sessionStorage.getItem(STARTED_KEY));
      sessionStorage.removeItem(STARTED_KEY);
    } catch {
      return;
    }
    if (!started || Date.now() - started > ARRIVAL_WINDOW_MS || !bar) return;
    bar.hidden = false;
    bar
      .animate(
        [
          { ...scale(0.7), opacity: 1 },
          { ...scale(1), opacity: 1, offset: 0.6 },
          { ...scale(1), opacity: 0 },
        ],
        { duration: still ? 0 : 500, fill: 'forwards' },
      )
      .finished.then(hide, () => undefined);
  }
}
