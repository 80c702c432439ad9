/**
 * The one plain script of every page (no framework), loaded by src/components/site/PageFeedback.astro: theme
 * choice, route-change progress bar, the one-time flash message and the service worker with its reload prompt.
 * Landing pages' whole script budget is 3 KB brotli (bench/pages prints it); keep this small.
 */
import { showFlash } from './flash.ts';
import { startProgress } from './progress.ts';
import { registerServiceWorker } from './service-worker.ts';
import { startTheme } from './theme.ts';

startTheme();
startProgress();
showFlash();
registerServiceWorker();
