export {
  handleApiError,
  resolveErrorMessage,
  statusFallbackMessage,
  toastMessageFor,
  FIXED_TOAST_STATUSES,
  STATUS_FALLBACK_STATUSES,
  type HandleApiErrorOptions,
  type HandledApiError,
} from './api-handler.ts';
export { handleAppError, toAppError, STATUS_RULES, type HandleAppErrorOptions } from './app-handler.ts';
export {
  ERROR_DOMAINS,
  domainMessage,
  domainOfCode,
  isDomainErrorCode,
  type DomainErrorCode,
  type ErrorDomain,
} from './catalogue.ts';
export {
  formErrorsFrom,
  toFormErrors,
  toValidationItems,
  type FormErrors,
  type ValidationDetailItem,
} from './form-errors.ts';
export { installGlobalErrorHandlers } from './global.ts';
export {
  $errorHistory,
  $lastCriticalError,
  $recentErrors,
  clearErrorHistory,
  isCriticalError,
  recordError,
  CRITICAL_ERROR_CODES,
  ERROR_HISTORY_LIMIT,
  RECENT_ERRORS_COUNT,
  type AppErrorRecord,
} from './history.ts';
export {
  RUNTIME_MESSAGES_ID,
  RUNTIME_MESSAGE_PREFIXES,
  setRuntimeFallback,
  setRuntimeMessages,
  text,
  textForErrorCode,
  type MessageKey,
} from './messages.ts';
export {
  ERROR_CODES,
  normalizeApiError,
  setErrorLogger,
  type ErrorContext,
  type NormalizedApiError,
} from './normalize.ts';
export { recoveryGroupOf, recoverySuggestions, RECOVERY_GROUPS, type RecoveryGroup } from './recovery.ts';
