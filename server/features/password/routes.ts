/** Password reset and change routes, from contract/password, with the per-IP limits. */
import { passwordContract as C } from '../../../contract/password/index.ts';
import { routeFor } from '../../middleware/contract-route.ts';
import { rateLimitedByIp } from './limits.ts';

export const requestResetRoute = routeFor(C.requestReset, { middleware: [rateLimitedByIp('passwordResetPerIp')] });
export const newPasswordRoute = routeFor(C.newPassword, { middleware: [rateLimitedByIp('newPasswordPerIp')] });
export const updatePasswordRoute = routeFor(C.updatePassword);
