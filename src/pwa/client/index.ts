/**
 * The one plain script of every page (no framework), loaded by src/components/site/PageFeedback.astro: theme
 * choice, route-change progress bar, the one-time flash message and the service worker with its reload prompt.
 * Landing pages' whole script budget is 3 KB brotli (bench/pages prints it); keep this small.
 */
import { showFlash } from './flash';
import { startProgress } from './progress';
import { registerServiceWorker } from './service-worker';
import { startTheme } from './theme';

startTheme();
startProgress();
showFlash();
registerServiceWorker();
