/** The verification feature: e-mail codes (resend, verify) and phone codes (send, verify). */
import { createRouter } from '../../core/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

export function createVerificationRouter() {
  return createRouter()
    .openapi(routes.resendVerifyEmailRoute, handlers.resendVerifyEmail)
    .openapi(routes.verifyCodeRoute, handlers.verifyCode)
    .openapi(routes.sendPhoneCodeRoute, handlers.sendPhoneVerificationCode)
    .openapi(routes.verifyPhoneCodeRoute, handlers.verifyPhoneCode);
}
