/**
 * The one error type handlers throw. `app.onError` turns it (and every other error) into the wire format
 * of design.md §5: `{ detail, error_code, message }`, 422 with a `loc/msg/type` list.
 */
import { ERRORS, type ApiErrorBody, type ErrorCode, type ValidationIssue } from '../../contract/errors.ts';

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly issues?: ValidationIssue[];
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, options: { issues?: ValidationIssue[]; headers?: Record<string, string>; status?: number } = {}) {
    // An ApiError is an answer, not a fault: no stack trace. Capturing one costs more than the rest of a refused
    // request (bench:pipeline, a 429 from the rate limits' memory), and nothing reads it.
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(ERRORS[code].message);
    Error.stackTraceLimit = stackTraceLimit;
    this.name = 'ApiError';
    this.code = code;
    this.status = options.status ?? ERRORS[code].status;
    this.issues = options.issues;
    this.headers = options.headers ?? {};
  }

  toBody(): ApiErrorBody {
    return errorBody(this.code, this.issues);
  }
}

export function errorBody(code: ErrorCode, issues?: ValidationIssue[]): ApiErrorBody {
  const message = ERRORS[code].message;
  return { detail: issues ?? message, error_code: code, message };
}

/** A 422 for one field, for rules checked outside the zod schema. */
export function validationError(loc: (string | number)[], msg: string, type = 'value_error'): ApiError {
  return new ApiError('VALIDATION_ERROR', { issues: [{ loc, msg, type }] });
}
