/** Preference rating routes, from contract/preferences. */
import { preferencesContract as P } from '../../../contract/preferences/index.ts';
import { routeFor } from '../../middleware/contract-route.ts';

export const createComparisonSetRoute = routeFor(P.createComparisonSet);
export const listComparisonSetsRoute = routeFor(P.listComparisonSets);
export const getComparisonSetRoute = routeFor(P.getComparisonSet);
export const nextComparisonTaskRoute = routeFor(P.nextComparisonTask);
export const rateComparisonTaskRoute = routeFor(P.rateComparisonTask);
export const listVersionFeedbackFiguresRoute = routeFor(P.listVersionFeedbackFigures);
export const exportDatasetRoute = routeFor(P.exportDataset);
