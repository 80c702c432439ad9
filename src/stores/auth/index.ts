export {
  $initials,
  $isLoggedIn,
  $session,
  $user,
  applyGuard,
  configureSession,
  fetchCurrentUser,
  startSession,
  type CurrentUser,
  type SessionDeps,
  type SessionState,
  type TwoFactorChallenge,
} from './session.ts';
export {
  authFailureMessage,
  cancelTwoFactorLogin,
  completeTwoFactorLogin,
  login,
  logout,
  register,
  updateProfile,
  type ActionResult,
} from './session-actions.ts';
export {
  guardDecision,
  redirectQuery,
  HOME_PATH,
  LOGIN_PATH,
  VERIFY_EMAIL_PATH,
  type GuardLocation,
  type GuardSession,
} from './guards.ts';
export {
  browserNavigation,
  redirectParam,
  safeRedirectTarget,
  stripLocalePrefix,
  type Navigation,
  type PageLocation,
} from './navigation.ts';
