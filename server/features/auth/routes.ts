/** Sign-up, sign-in, logout, refresh, config and availability routes, from contract/auth, with their rate limits. */
import { authContract as C } from '../../../contract/auth/index.ts';
import { routeFor } from '../../middleware/contract-route.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';

export const signUpRoute = routeFor(C.signUp, { middleware: [rateLimit({ name: 'signUp' })] });
export const registerRoute = routeFor(C.register, { middleware: [rateLimit({ name: 'signUp' })] });
export const signInRoute = routeFor(C.signIn, { middleware: [rateLimit({ name: 'signIn' })] });
export const logoutGetRoute = routeFor(C.logout);
export const logoutPostRoute = routeFor(C.logoutPost);
export const refreshRoute = routeFor(C.refresh);
export const authConfigRoute = routeFor(C.getConfig);
export const checkEmailRoute = routeFor(C.checkEmail, { middleware: [rateLimit({ name: 'availabilityCheck' })] });
export const checkUsernameRoute = routeFor(C.checkUsername, { middleware: [rateLimit({ name: 'availabilityCheck' })] });
