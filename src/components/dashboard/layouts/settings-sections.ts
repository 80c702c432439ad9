/**
 * The account settings page's sections, in the order people look for them (identity first, the irreversible
 * action last). Each id is the anchor of its section and the mount point the account islands attach to; its
 * title and description are `account.sections.<key>.title` / `.description`.
 */
export const SETTINGS_SECTIONS = [
  { id: 'profile', key: 'profile' },
  { id: 'phone', key: 'phone' },
  { id: 'password', key: 'password' },
  { id: 'two-factor', key: 'twoFactor' },
  { id: 'sessions', key: 'sessions' },
  { id: 'security', key: 'security' },
  { id: 'conversations', key: 'conversations' },
  { id: 'notifications', key: 'notifications' },
  { id: 'api-keys', key: 'apiKeys' },
  { id: 'data-export', key: 'dataExport' },
  { id: 'delete-account', key: 'deleteAccount' },
] as const;
