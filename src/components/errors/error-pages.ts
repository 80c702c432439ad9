/**
 * The content of /error and /error/page-1..5. Wording leans on spec §8's catalogue (the application handler's
 * user messages and the Agent/Protocol domain codes) so a visitor sent here by a failing call reads the same
 * words the toast used, followed by what they can do about it.
 */
export type ErrorArt = 'not-found' | 'server' | 'maintenance' | 'locked' | 'offline' | 'agent';

export interface ErrorPageContent {
  /** Status or code shown above the heading, for support conversations ("I got a 503"). */
  code: string;
  heading: string;
  body: readonly string[];
  art: ErrorArt;
  /** Where the primary action leads: the home page, the status page, or the login page. */
  primary: { label: string; path: string };
  secondary?: { label: string; path: string };
}

const HOME = { label: 'Go to the home page', path: '/' } as const;
const STATUS = { label: 'Check system status', path: '/status' } as const;

export const GENERIC_ERROR_PAGE: ErrorPageContent = {
  code: 'Error',
  heading: 'Something went wrong',
  body: [
    'An unexpected error occurred. Please contact support if this persists.',
    'If an agent was working on a protocol for you, its progress is kept with the protocol: open it again to see where it stopped.',
  ],
  art: 'server',
  primary: HOME,
  secondary: STATUS,
};

/** /error/page-1 … page-5, in order. */
export const ERROR_PAGES: readonly ErrorPageContent[] = [
  {
    code: '500',
    heading: 'The server ran into a problem',
    body: [
      'A server error occurred. Please try again later.',
      'Our team is alerted automatically. Agents and protocols pick up their queued steps once the server is back.',
    ],
    art: 'server',
    primary: HOME,
    secondary: STATUS,
  },
  {
    code: '503',
    heading: 'We are down for maintenance',
    body: [
      'The service is temporarily unavailable. Please try again later.',
      'We are updating the platform. Running protocols are paused, not lost, and agents resume them when we are back.',
    ],
    art: 'maintenance',
    primary: STATUS,
    secondary: HOME,
  },
  {
    code: '403',
    heading: 'You do not have access to this',
    body: [
      'You do not have permission to perform this action.',
      'Protocols and agent workspaces are shared by their owners. Ask the owner or an administrator of your team to invite you.',
    ],
    art: 'locked',
    primary: HOME,
    secondary: { label: 'Log in with another account', path: '/auth/login' },
  },
  {
    code: 'Offline',
    heading: 'You are offline',
    body: [
      'Please check your internet connection and try again.',
      'Pages you opened before still work offline. Messages to agents are sent once you are connected again.',
    ],
    art: 'offline',
    primary: HOME,
    secondary: STATUS,
  },
  {
    code: 'Agent',
    heading: 'The agent could not be reached',
    body: [
      'Failed to communicate with agent. The agent is currently unavailable, or the protocol step it was running stopped.',
      'Try the step again in a few minutes. If it keeps failing, the system status page shows whether agents are affected.',
    ],
    art: 'agent',
    primary: STATUS,
    secondary: HOME,
  },
];
