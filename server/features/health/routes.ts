/** The health check route, from contract/health. */
import { healthContract } from '../../../contract/health/index.ts';
import { routeFor } from '../../middleware/contract-route.ts';

export const healthRoute = routeFor(healthContract.getHealth);
