/**
 * What the session store works through: the API client, the browser's navigation and a timer. Pages use the
 * defaults; tests swap them with configureSession (session.ts), which also resets the state.
 */
import { api as defaultApi, type ApiClient } from '../../lib/api/index.ts';
import { browserNavigation, type Navigation } from './navigation.ts';

export interface SessionDeps {
  api: ApiClient;
  navigation: Navigation;
  sleep: (ms: number) => Promise<void>;
}

const deps: SessionDeps = {
  api: defaultApi,
  navigation: browserNavigation,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export function sessionDeps(): Readonly<SessionDeps> {
  return deps;
}

export function replaceSessionDeps(overrides: Partial<SessionDeps>): void {
  Object.assign(deps, overrides);
}
