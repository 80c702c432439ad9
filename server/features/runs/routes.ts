/** Run routes, from contract/runs. */
import { runsContract as R } from '../../../contract/runs/index.ts';
import { routeFor } from '../../middleware/contract-route.ts';

export const startRunRoute = routeFor(R.startRun);
export const listMyRunsRoute = routeFor(R.listMyRuns);
export const getMyRunActivityRoute = routeFor(R.getMyRunActivity);
export const getRunRoute = routeFor(R.getRun);
export const provideRunInputRoute = routeFor(R.provideRunInput);
export const retryRunRoute = routeFor(R.retryRun);
export const cancelRunRoute = routeFor(R.cancelRun);
export const listRecommendationsRoute = routeFor(R.listRecommendations);
export const listVersionRunFiguresRoute = routeFor(R.listVersionRunFigures);
