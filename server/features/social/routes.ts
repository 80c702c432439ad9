/** Social sign-in routes, from contract/social, with the sign-in and sign-up rate limits. */
import { socialContract as C } from '../../../contract/social/index.ts';
import { routeFor } from '../../middleware/contract-route.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';

export const createLoginTransactionRoute = routeFor(C.createLoginTransaction, { middleware: [rateLimit({ name: 'signIn' })] });
export const verifySocialTokenRoute = routeFor(C.verifySocialToken, { middleware: [rateLimit({ name: 'signIn' })] });
export const authBySocialTokenRoute = routeFor(C.authBySocialToken, { middleware: [rateLimit({ name: 'signIn' })] });
export const finishSocialRegistrationRoute = routeFor(C.finishSocialRegistration, { middleware: [rateLimit({ name: 'signUp' })] });
