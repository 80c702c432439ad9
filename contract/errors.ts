/**
 * Every error code the API answers with, its HTTP status and its English message, kept once.
 * The site translates by `error_code`; the English text is also the API's `message` and `detail`.
 * Domain codes and wording come from spec §8; status fallbacks reuse the spec's API-handler wording.
 */
export const ERRORS = {
  // Auth (spec §8)
  INVALID_CREDENTIALS: { status: 401, message: 'Invalid email or password' },
  EMAIL_NOT_VERIFIED: { status: 403, message: 'Please verify your email address' },
  // 423 rather than 403/401 so the client's fixed 401/403 toasts do not hide the reason.
  ACCOUNT_LOCKED: { status: 423, message: 'Account has been locked. Please contact support.' },
  PASSWORD_EXPIRED: { status: 403, message: 'Password has expired. Please reset your password.' },
  // User (spec §8)
  USERNAME_TAKEN: { status: 409, message: 'Username is already taken' },
  EMAIL_TAKEN: { status: 409, message: 'Email address is already registered' },
  PROFILE_INCOMPLETE: { status: 403, message: 'Please complete your profile' },
  // Protocol (spec §8)
  PROTOCOL_NOT_FOUND: { status: 404, message: 'Protocol not found' },
  INSUFFICIENT_PERMISSIONS: { status: 403, message: "You don't have permission to access this protocol" },
  PROTOCOL_LOCKED: { status: 423, message: 'Protocol is currently locked for editing' },
  // Agent (spec §8)
  AGENT_UNAVAILABLE: { status: 503, message: 'Agent is currently unavailable' },
  INVALID_AGENT_MESSAGE: { status: 422, message: 'Invalid message format for agent communication' },
  AGENT_COMMUNICATION_ERROR: { status: 502, message: 'Failed to communicate with agent' },

  // The API's own codes. Generic ones reuse spec §8's status fallback wording.
  BAD_REQUEST: { status: 400, message: 'Invalid request. Please check your input.' },
  VALIDATION_ERROR: { status: 422, message: 'Validation failed. Please check your input.' },
  AUTHENTICATION_REQUIRED: { status: 401, message: 'Authentication required. Please log in.' },
  FORBIDDEN: { status: 403, message: "Access denied. You don't have permission for this action." },
  NOT_FOUND: { status: 404, message: 'Resource not found.' },
  CONFLICT: { status: 409, message: 'Conflict. The resource already exists or is in use.' },
  RATE_LIMITED: { status: 429, message: 'Too many requests. Please try again later.' },
  INTERNAL_ERROR: { status: 500, message: 'Server error. Please try again later.' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'Service temporarily unavailable.' },
  CSRF_FAILED: { status: 403, message: 'Security check failed. Please reload the page and try again.' },
  INSUFFICIENT_SCOPE: {
    status: 403,
    message: 'This API key or token does not have the scope required for this action.',
  },
  SESSION_NOT_FOUND: { status: 404, message: 'Session not found.' },
  SESSION_EXPIRED: { status: 401, message: 'Your session has expired. Please log in again.' },
  TWO_FACTOR_REQUIRED: { status: 401, message: 'Two-factor authentication is required to complete sign-in.' },
  INVALID_TWO_FACTOR_CODE: { status: 401, message: 'Invalid two-factor authentication code.' },
  TWO_FACTOR_ALREADY_ENABLED: { status: 409, message: 'Two-factor authentication is already enabled.' },
  TWO_FACTOR_NOT_ENABLED: { status: 409, message: 'Two-factor authentication is not enabled.' },
  CHALLENGE_EXPIRED: { status: 401, message: 'The sign-in challenge has expired. Please sign in again.' },
  INVALID_CODE: { status: 400, message: 'The code is invalid.' },
  CODE_EXPIRED: { status: 400, message: 'The code has expired. Please request a new one.' },
  TOO_MANY_ATTEMPTS: { status: 429, message: 'Too many attempts. Please request a new code.' },
  INVALID_RESET_TOKEN: { status: 400, message: 'This password reset link is invalid or has expired.' },
  RESET_TOKEN_EXPIRED: { status: 400, message: 'This password reset link has expired. Please request a new one.' },
  // 400, not 401: the client signs the user out on any 401, and a mistyped current password must not do that.
  INVALID_CURRENT_PASSWORD: { status: 400, message: 'The current password is incorrect.' },
  PHONE_ALREADY_VERIFIED: { status: 409, message: 'This phone number is already verified.' },
  INVALID_PASSWORD: { status: 401, message: 'The password is incorrect.' },
  PASSWORD_REUSED: { status: 422, message: 'The new password must be different from the current one.' },
  ALREADY_VERIFIED: { status: 409, message: 'Your email address is already verified.' },
  PHONE_REQUIRED: { status: 422, message: 'Add a phone number to your profile first.' },
  PROVIDER_NOT_CONFIGURED: { status: 404, message: 'This sign-in provider is not configured.' },
  INVALID_SOCIAL_TOKEN: { status: 401, message: 'The social sign-in could not be verified. Please try again.' },
  LOGIN_TRANSACTION_EXPIRED: { status: 400, message: 'The social sign-in took too long. Please start again.' },
  REGISTRATION_TOKEN_INVALID: {
    status: 400,
    message: 'This sign-up link is invalid or has expired. Please sign in with your provider again.',
  },
  SOCIAL_ACCOUNT_IN_USE: { status: 409, message: 'This sign-in account is already linked to another user.' },
  SOCIAL_PROVIDER_UNAVAILABLE: {
    status: 502,
    message: 'The sign-in provider could not be reached. Please try again later.',
  },
  API_KEY_NOT_FOUND: { status: 404, message: 'API key not found.' },
  TOKEN_NOT_FOUND: { status: 404, message: 'Token not found.' },
  EXPORT_NOT_FOUND: { status: 404, message: 'Data export not found.' },
  // Account security (2FA, credentials, delete, export). Signed-in confirmations answer 400, not 401,
  // so a mistyped password or code does not make the client sign the person out.
  TWO_FACTOR_SETUP_REQUIRED: { status: 409, message: 'Start two-factor authentication setup first.' },
  TWO_FACTOR_REQUIRED_BY_SETTINGS: {
    status: 409,
    message: 'Your security settings require two-factor authentication. Turn that setting off before disabling it.',
  },
  PASSWORD_CONFIRMATION_FAILED: { status: 400, message: 'The password you entered is incorrect.' },
  EMAIL_CONFIRMATION_FAILED: { status: 400, message: 'The email address you entered does not match your account.' },
  CREDENTIAL_LIMIT_REACHED: {
    status: 409,
    message: 'You can have at most 25 API keys and 25 personal access tokens. Delete one before creating another.',
  },
  EXPORT_NOT_READY: { status: 409, message: 'The data export is not ready yet.' },
  EXPORT_TOO_SOON: { status: 429, message: 'You can request one data export every 10 minutes.' },
  // Messaging.
  CONVERSATION_NOT_FOUND: { status: 404, message: 'Conversation not found.' },
  INVITATION_NOT_FOUND: { status: 404, message: 'Invitation not found.' },
  MESSAGE_NOT_FOUND: { status: 404, message: 'Message not found.' },
  MEMBER_NOT_FOUND: { status: 404, message: 'This person is not a member of the conversation.' },
  ATTACHMENT_NOT_FOUND: { status: 404, message: 'Attachment not found.' },
  PERSON_NOT_FOUND: { status: 404, message: 'No account was found for that person.' },
  BROADCAST_READ_ONLY: { status: 403, message: 'Only the sender of this broadcast can post in it.' },
  CONVERSATION_STAFF_ONLY: { status: 403, message: "Only the conversation's staff can do this." },
  MESSAGE_EDIT_FORBIDDEN: { status: 403, message: 'You can only change your own messages.' },
  MESSAGE_DELETED: { status: 409, message: 'This message has been deleted.' },
  ASSIGNEE_NOT_STAFF: { status: 409, message: "The assignee must be one of the conversation's staff." },
  CLIENT_ID_CONFLICT: { status: 409, message: 'This client id was already used for another message.' },
  ATTACHMENT_TOO_LARGE: { status: 413, message: 'The file is too large to attach.' },
  ATTACHMENT_TYPE_NOT_ALLOWED: { status: 415, message: 'This type of file cannot be attached.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Send the request body as application/json.' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'This method is not allowed on this resource.' },
  // Answered by the HTTP server itself, before any route (server/lib/http-server.ts).
  REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive. Please try again.' },
  HEADERS_TOO_LARGE: { status: 431, message: 'The request headers are too large.' },
  // Marketplace (catalog)
  EXPERT_NOT_FOUND: { status: 404, message: 'Expert not found.' },
  CREATOR_NOT_FOUND: { status: 404, message: 'Creator not found.' },
  REVIEW_NOT_FOUND: { status: 404, message: 'Review not found.' },
  CREATOR_REQUEST_NOT_FOUND: { status: 404, message: 'Creator request not found.' },
  REVIEW_REQUIRES_USE: { status: 403, message: 'Use this expert before you review it.' },
  CANNOT_REVIEW_OWN_EXPERT: { status: 403, message: 'You cannot review your own expert.' },
  CANNOT_REPORT_OWN_REVIEW: { status: 403, message: 'You cannot report your own review.' },
  REVIEW_EXISTS: { status: 409, message: 'You have already reviewed this expert. Edit your review instead.' },
  REPORT_EXISTS: { status: 409, message: 'You have already reported this review.' },
  CREATOR_REQUIRED: { status: 403, message: 'Only creators can do this. Ask to become a creator first.' },
  ALREADY_CREATOR: { status: 409, message: 'You are already a creator.' },
  CREATOR_REQUEST_PENDING: { status: 409, message: 'Your creator request is waiting for review.' },
  CREATOR_SLUG_TAKEN: { status: 409, message: 'That creator address is taken. Choose another.' },
  EXPERT_SLUG_TAKEN: { status: 409, message: 'An expert already uses that address. Choose another.' },
  REQUEST_ALREADY_REVIEWED: { status: 409, message: 'This request has already been reviewed.' },
  EXPERT_NOT_EDITABLE: { status: 409, message: 'Only drafts can be changed this way. Withdraw the listing to draft first.' },
  EXPERT_STATUS_CONFLICT: { status: 409, message: 'The listing is not in a state that allows this.' },
  // Protocols and runs
  PROTOCOL_VERSION_NOT_FOUND: { status: 404, message: 'Protocol version not found.' },
  PROTOCOL_VERSION_IMMUTABLE: { status: 409, message: 'A published version cannot change. Start a new draft from it.' },
  PROTOCOL_DRAFT_EXISTS: { status: 409, message: 'This protocol already has a draft. Edit that one.' },
  PROTOCOL_INVALID: { status: 422, message: 'The protocol has problems to fix before it can run.' },
  PROTOCOL_NOT_PUBLISHED: { status: 409, message: 'This expert has no published protocol yet.' },
  KNOWLEDGE_FILE_NOT_FOUND: { status: 404, message: 'Knowledge file not found.' },
  WIZARD_INCOMPLETE: { status: 422, message: 'Some wizard steps still need answers.' },
  RUN_NOT_FOUND: { status: 404, message: 'Run not found.' },
  RUN_STATUS_CONFLICT: { status: 409, message: 'The run is not in a state that allows this.' },
  REVIEW_ITEM_NOT_FOUND: { status: 404, message: 'Review item not found.' },
  REVIEW_ITEM_DECIDED: { status: 409, message: 'This review item has already been decided.' },
  DECISION_NOT_ALLOWED: { status: 422, message: 'This review item does not allow that decision.' },
  COMPARISON_SET_NOT_FOUND: { status: 404, message: 'Comparison set not found.' },
  COMPARISON_TASK_NOT_FOUND: { status: 404, message: 'Comparison task not found.' },
  COMPARISON_SAME_EXPERT: { status: 422, message: 'Pick a rival other than the expert itself.' },
  PREFERENCE_ALREADY_RATED: { status: 409, message: 'You have already rated this comparison.' },
  CANNOT_RATE_OWN_EXPERT: { status: 403, message: 'You cannot rate a comparison of an expert you created.' },
  // Money (billing)
  PAYMENT_REQUIRED: { status: 402, message: 'This expert is paid. Buy a run or subscribe to use it.' },
  IDEMPOTENCY_KEY_REQUIRED: { status: 400, message: 'Send an Idempotency-Key header with every payment.' },
  IDEMPOTENCY_KEY_CONFLICT: { status: 409, message: 'This Idempotency-Key was already used for a different payment.' },
  PAYMENT_METHOD_NOT_FOUND: { status: 404, message: 'Payment method not found.' },
  PAYMENT_NOT_FOUND: { status: 404, message: 'Payment not found.' },
  SUBSCRIPTION_NOT_FOUND: { status: 404, message: 'Subscription not found.' },
  PRICE_MODEL_MISMATCH: { status: 409, message: 'This expert is not sold that way.' },
  ALREADY_SUBSCRIBED: { status: 409, message: 'You already subscribe to this expert.' },
  CANNOT_PAY_OWN_EXPERT: { status: 409, message: 'You use your own expert for free.' },
  PAYMENT_NOT_CONFIRMABLE: { status: 409, message: 'This payment does not wait for a confirmation.' },
  SUBSCRIPTION_STATUS_CONFLICT: { status: 409, message: 'The subscription is not in a state that allows this.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value);
}

/** One entry of a 422 `detail` list (FastAPI shape, design.md §5). */
export interface ValidationIssue {
  loc: (string | number)[];
  msg: string;
  type: string;
}

/** Error body on the wire: `detail` is the message, or the issue list for VALIDATION_ERROR. */
export interface ApiErrorBody {
  detail: string | ValidationIssue[];
  error_code: ErrorCode;
  message: string;
}
