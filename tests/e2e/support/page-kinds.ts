import { findRoute } from '../../../contract/routes.ts';

/**
 * One page of every kind the site builds (issue 12: axe at both widths, W3C validator): each layout and frame, and
 * each family of components a page of that frame is made of (dashboards and their charts, tables, code samples,
 * forms, wizard steps, workspace panes). Signed-in pages are opened with a verified account.
 */
export const PAGE_KINDS = [
  { kind: 'landing', path: '/' },
  { kind: 'tenant landing variant', path: '/CrohnsLanding' },
  { kind: 'marketing', path: '/marketing-3' },
  { kind: 'auth card', path: '/auth/login' },
  { kind: 'auth split', path: '/auth/login-2' },
  { kind: 'auth illustrated', path: '/auth/verify-email' },
  { kind: 'sign-up', path: '/auth/signup-1' },
  { kind: 'status', path: '/status' },
  { kind: 'error', path: '/error/page-1' },
  { kind: 'offline', path: '/offline' },
  { kind: 'wizard overview', path: '/wizard-v1' },
  { kind: 'wizard step (team)', path: '/wizard-v1/project-team' },
  { kind: 'wizard step (details)', path: '/wizard-v1/project-details' },
  { kind: 'navbar dashboard', path: '/navbar/dashboards/analytics' },
  { kind: 'sidebar dashboard', path: '/sidebar/dashboards/personal-1' },
  { kind: 'settings', path: '/navbar/layouts/settings' },
  { kind: 'list view (sidebar)', path: '/sidebar/layouts/list-view' },
  { kind: 'map', path: '/navbar/maps-1' },
  { kind: 'components index', path: '/components' },
  { kind: 'components: table', path: '/components/table' },
  { kind: 'components: flextable', path: '/components/flextable' },
  { kind: 'components: tabs', path: '/components/tabs' },
  { kind: 'components: modal', path: '/components/modal' },
  { kind: 'components: forms', path: '/components/forms' },
  { kind: 'sideblock starter', path: '/starters/sideblock-blank-page-1' },
  { kind: 'review (HITL)', path: '/HITL' },
  { kind: 'rating (RLHF)', path: '/RLHF' },
  { kind: 'messaging', path: '/messaging-v2' },
  { kind: 'roadmap', path: '/roadmap' },
] as const;

export function needsAccount(path: string): boolean {
  const access = findRoute(path)?.access;
  return access === 'auth' || access === 'verified';
}
