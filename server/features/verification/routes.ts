/** E-mail and phone verification routes, from contract/verification. */
import { verificationContract as C } from '../../../contract/verification/index.ts';
import { routeFor } from '../../middleware/contract-route.ts';

export const resendVerifyEmailRoute = routeFor(C.resendVerifyEmail);
export const verifyCodeRoute = routeFor(C.verifyCode);
export const sendPhoneCodeRoute = routeFor(C.sendPhoneCode);
export const verifyPhoneCodeRoute = routeFor(C.verifyPhoneCode);
