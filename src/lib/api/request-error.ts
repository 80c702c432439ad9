/**
 * The one error type the API client throws, so islands and handlers never see ofetch internals.
 * `kind` tells the error handlers (spec §8) whether the server answered (`http`) or not, and why not.
 */
export type RequestFailureKind = 'http' | 'network' | 'timeout' | 'aborted';

/** The FastAPI-shaped error body (design.md §5); any field may be missing when a proxy answered instead. */
export interface ApiErrorPayload {
  detail?: unknown;
  error_code?: string;
  message?: string;
}

export interface ApiRequestErrorInit {
  kind: RequestFailureKind;
  method: string;
  url: string;
  requestId: string;
  status?: number;
  body?: unknown;
  cause?: unknown;
  message?: string;
}

export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly kind: RequestFailureKind;
  readonly method: string;
  readonly url: string;
  /** The X-Request-ID sent, to quote when reporting a problem (the API logs it). */
  readonly requestId: string;
  readonly status: number | undefined;
  /** The parsed response body (an {@link ApiErrorPayload} when the API answered). */
  readonly body: unknown;

  constructor(init: ApiRequestErrorInit) {
    super(init.message ?? describe(init), init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.method = init.method;
    this.url = init.url;
    this.requestId = init.requestId;
    this.status = init.status;
    this.body = init.body;
  }

  /** The API's error body when it sent one. */
  get payload(): ApiErrorPayload | undefined {
    return this.body && typeof this.body === 'object' ? (this.body as ApiErrorPayload) : undefined;
  }
}

function describe(init: ApiRequestErrorInit): string {
  const payload = init.body && typeof init.body === 'object' ? (init.body as ApiErrorPayload) : undefined;
  if (typeof payload?.message === 'string' && payload.message) return payload.message;
  const where = `${init.method} ${init.url}`;
  switch (init.kind) {
    case 'http':
      return `Request failed with status ${init.status}: ${where}`;
    case 'network':
      return `Network request failed: ${where}`;
    case 'timeout':
      return `Request timed out: ${where}`;
    case 'aborted':
      return `Request was aborted: ${where}`;
  }
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}
