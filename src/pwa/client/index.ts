/**
 * The one plain script of every page (no framework), loaded by src/components/site/PageFeedback.astro: theme
 * choice, route-change progress bar, the one-time flash message and the service worker with its reload prompt.
 * Landing pages' whole script budget is 3 KB brotli (bench/pages prints it); keep this small.
 */
import { showFlash } from './flash';
import { startProgress } from './progress';
import { startTheme } from './theme';

startTheme();
startProgress();
showFlash();
// The worker is registered once the page has loaded, so its precaching does not compete with the page; its code
// (registration and the reload prompt) loads then too, outside the page's first script.
const registerWorker = () => void import('./service-worker').then((module) => module.registerServiceWorker());
if (document.readyState === 'complete') registerWorker();
else addEventListener('load', registerWorker, { once: true });
