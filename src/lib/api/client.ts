/**
 * The site's API client (spec §7) on ofetch: cookies sent, an X-Request-ID on every request, X-CSRF-Token when
 * the page supplies one, `data` unwrapped, a 15 s timeout, and no retries of its own (the query layer decides
 * retries, spec §9). Every failure is thrown as an {@link ApiRequestError}.
 */
import { createFetch, FetchError } from 'ofetch';
import { CSRF_HEADER, REQUEST_ID_HEADER } from '../../../contract/session.ts';
import { DEFAULT_BASE_URL, resolveTimeout } from './config.ts';
import { readCsrfToken, writeCsrfToken } from './csrf.ts';
import { buildListQuery, readListResult, type ListParams, type ListResult } from './list.ts';
import { ApiRequestError, type RequestFailureKind } from './request-error.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiClientOptions {
  /** '' (same origin, the default) or an absolute origin such as https://api.example.com. */
  baseURL?: string;
  /** Milliseconds; see resolveTimeout for the 15000 / 10000 rule. */
  timeout?: unknown;
  /** A fetch implementation (tests route it to the API in-process). */
  fetch?: typeof globalThis.fetch;
}

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, unknown>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Do not report a 401 to the unauthorized listeners (used by sign-out itself). */
  ignoreUnauthorized?: boolean;
}

export type UnauthorizedListener = (error: ApiRequestError) => void;

function isEnvelope(body: unknown): body is { data: unknown } {
  return body !== null && typeof body === 'object' && !Array.isArray(body) && 'data' in body;
}

/** A fresh token in a response (sign-in, 2FA challenge, refresh, auth config) replaces the page's. */
function rememberCsrfToken(data: unknown): void {
  if (data && typeof data === 'object' && typeof (data as { csrf_token?: unknown }).csrf_token === 'string') {
    writeCsrfToken((data as { csrf_token: string }).csrf_token);
  }
}

function failureKind(error: unknown, timedOut: boolean, callerAborted: boolean): RequestFailureKind {
  if (error instanceof FetchError && error.response) return 'http';
  if (timedOut) return 'timeout';
  return callerAborted ? 'aborted' : 'network';
}

export function createApiClient(options: ApiClientOptions = {}) {
  const baseURL = options.baseURL ?? DEFAULT_BASE_URL;
  const timeout = resolveTimeout(options.timeout);
  const $fetch = createFetch({ fetch: options.fetch ?? ((...args) => globalThis.fetch(...args)) });
  const unauthorizedListeners = new Set<UnauthorizedListener>();

  async function send(method: HttpMethod, path: string, request: RequestOptions = {}) {
    const requestId = crypto.randomUUID();
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...request.headers,
      [REQUEST_ID_HEADER]: requestId,
    };
    const csrfToken = readCsrfToken();
    if (csrfToken) headers[CSRF_HEADER] = csrfToken;

    // Our own timer rather than ofetch's, so a caller's signal and the timeout can both apply and we can
    // tell which one stopped the request.
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new DOMException('The request timed out', 'TimeoutError'));
    }, timeout);
    const forwardAbort = () => controller.abort(request.signal?.reason);
    if (request.signal?.aborted) forwardAbort();
    request.signal?.addEventListener('abort', forwardAbort, { once: true });

    try {
      const response = await $fetch.raw(path, {
        method,
        baseURL: baseURL || undefined,
        body: request.body as BodyInit | Record<string, unknown> | undefined,
        query: request.query,
        headers,
        credentials: 'include',
        signal: controller.signal,
        retry: 0,
      });
      const data = isEnvelope(response._data) ? response._data.data : response._data;
      rememberCsrfToken(data);
      return { body: response._data as unknown, data, headers: response.headers };
    } catch (error) {
      const kind = failureKind(error, timedOut, request.signal?.aborted === true);
      const failure = new ApiRequestError({
        kind,
        method,
        url: `${baseURL}${path}`,
        requestId,
        status: kind === 'http' ? (error as FetchError).response?.status : undefined,
        body: kind === 'http' ? (error as FetchError).data : undefined,
        cause: error,
      });
      if (failure.status === 401 && !request.ignoreUnauthorized) {
        for (const listener of unauthorizedListeners) listener(failure);
      }
      throw failure;
    } finally {
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', forwardAbort);
    }
  }

  async function call<T>(method: HttpMethod, path: string, request?: RequestOptions): Promise<T> {
    return (await send(method, path, request)).data as T;
  }

  return {
    baseURL,
    timeout,
    request: call,
    get: <T>(path: string, request?: Omit<RequestOptions, 'body'>) => call<T>('GET', path, request),
    post: <T>(path: string, body?: unknown, request?: RequestOptions) => call<T>('POST', path, { ...request, body: body ?? {} }),
    put: <T>(path: string, body?: unknown, request?: RequestOptions) => call<T>('PUT', path, { ...request, body: body ?? {} }),
    patch: <T>(path: string, body?: unknown, request?: RequestOptions) => call<T>('PATCH', path, { ...request, body: body ?? {} }),
    delete: <T>(path: string, request?: RequestOptions) => call<T>('DELETE', path, request),
    /** A page of a list endpoint: items plus total, current_page and per_page. */
    async list<T>(path: string, params?: ListParams, request?: Omit<RequestOptions, 'body' | 'query'>): Promise<ListResult<T>> {
      const { body, headers } = await send('GET', path, { ...request, query: buildListQuery(params) });
      return readListResult<T>(body, headers);
    },
    /** Called with every 401 (the session store signs the user out when one arrives while signed in). */
    onUnauthorized(listener: UnauthorizedListener): () => void {
      unauthorizedListeners.add(listener);
      return () => unauthorizedListeners.delete(listener);
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
