/**
 * The protocol workbench's typed API clients: the creator's protocol operations, and the run and feedback figures
 * per version.
 * They read the API client through a getter, so integration tests can send the calls through the real app.
 */
import { protocolsEndpoints } from '../../../../contract/protocols/endpoints.ts';
import type { protocolsContract } from '../../../../contract/protocols/index.ts';
import { preferencesEndpoints } from '../../../../contract/preferences/endpoints.ts';
import type { preferencesContract } from '../../../../contract/preferences/index.ts';
import { runsEndpoints } from '../../../../contract/runs/endpoints.ts';
import type { runsContract } from '../../../../contract/runs/index.ts';
import { api as defaultApi, type ApiClient } from '../../../lib/api/index.ts';
import { bindEndpoints } from '../../../lib/api/typed-client.ts';

let current: ApiClient = defaultApi;
const client = () => current;

/** Tests: send the workbench's calls through another client (the real app in-process). */
export function useWorkbenchApi(next: ApiClient): void {
  current = next;
}

export const workbenchApi = bindEndpoints<typeof protocolsContract>(protocolsEndpoints, client);
export const runFiguresApi = bindEndpoints<typeof runsContract>(runsEndpoints, client);
export const feedbackFiguresApi = bindEndpoints<typeof preferencesContract>(preferencesEndpoints, client);
