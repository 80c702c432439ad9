/** Current-user routes, from contract/users. */
import { usersContract } from '../../../contract/users/index.ts';
import { routeFor } from '../../middleware/contract-route.ts';

export const getCurrentUserRoute = routeFor(usersContract.getCurrentUser);
export const updateProfileRoute = routeFor(usersContract.updateProfile);
