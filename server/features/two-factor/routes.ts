/** Two-factor routes, from contract/two-factor; the sign-in challenge is rate limited per IP. */
import { twoFactorContract as C } from '../../../contract/two-factor/index.ts';
import { routeFor } from '../../middleware/contract-route.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';

export const setupRoute = routeFor(C.setup);
export const confirmRoute = routeFor(C.confirm);
export const disableRoute = routeFor(C.disable);
export const challengeRoute = routeFor(C.challenge, {
  middleware: [rateLimit({ name: 'twoFactorChallenge', limit: 30, windowSeconds: 60 })],
});
export const regenerateBackupCodesRoute = routeFor(C.regenerateBackupCodes);
