/**
 * `client:signed-in`: hydrates an island when the browser is idle, like `client:idle`, but only on a page opened
 * signed in. A guest keeps the island's server-rendered HTML and never downloads or runs its code: the notification
 * bell is a plain link to the inbox for them, and its hydration was a long task on every marketplace page a
 * visitor opens (Lighthouse's total blocking time). Signing in or out always loads a new page, so the decision made
 * here at load stays right for the page's life. The mark is the pre-paint script's (src/routing/guard-script.ts
 * SIGNED_IN_ATTRIBUTE; the directive is bundled on its own into the page, so it names the attribute itself, and
 * signed-in.test.ts keeps the two equal).
 */
import type { ClientDirective } from 'astro';

export const SIGNED_IN_MARK = 'data-signed-in';

const hydrateWhenSignedIn: ClientDirective = (load) => {
  if (!document.documentElement.hasAttribute(SIGNED_IN_MARK)) return;
  const hydrate = async () => {
    const run = await load();
    await run();
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => void hydrate());
  else setTimeout(() => void hydrate(), 200);
};

export default hydrateWhenSignedIn;
