/**
 * The parts of the product the public status page reports on. The status island (later work) asks the API for
 * each component's current state by `id`; the page shows what each one covers so a visitor knows which failure
 * explains what they see.
 */
export interface StatusComponent {
  id: 'website' | 'api' | 'authentication' | 'messaging' | 'agents';
  name: string;
  covers: string;
}

export const STATUS_COMPONENTS: readonly StatusComponent[] = [
  { id: 'website', name: 'Website', covers: 'Landing, marketing and workspace pages on every partner site.' },
  { id: 'api', name: 'API', covers: 'Requests from the site and from integrations using API keys.' },
  { id: 'authentication', name: 'Authentication', covers: 'Log in, sign-up, e-mail verification, two-factor codes and password resets.' },
  { id: 'messaging', name: 'Messaging', covers: 'Inbox, live rooms and message delivery.' },
  { id: 'agents', name: 'Agents', covers: 'Agents running protocols, review requests and answer comparisons.' },
];

/** The API's liveness endpoint, linked for people and monitors that want the raw answer. */
export const HEALTH_ENDPOINT = '/api/health';
