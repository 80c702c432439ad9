/** The site's shared API client, configured from build-time settings; islands import `api` from here. */
import { createApiClient } from './client.ts';
import { readBuildConfig } from './config.ts';

export const api = createApiClient(readBuildConfig());

export { createApiClient, type ApiClient, type ApiClientOptions, type RequestOptions } from './client.ts';
export { DEFAULT_TIMEOUT_MS, INVALID_TIMEOUT_FALLBACK_MS, resolveTimeout } from './config.ts';
export { clearCsrfToken, readCsrfToken, writeCsrfToken } from './csrf.ts';
export {
  buildListQuery,
  readListMeta,
  readListResult,
  type ListMeta,
  type ListParams,
  type ListResult,
} from './list.ts';
export { ApiRequestError, isApiRequestError, type ApiErrorPayload, type RequestFailureKind } from './request-error.ts';
