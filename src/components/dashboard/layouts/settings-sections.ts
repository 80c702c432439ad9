/**
 * The account settings page's sections, in the order people look for them (identity first, the irreversible
 * action last). Each id is the anchor of its section and the mount point the account islands attach to.
 */
export const SETTINGS_SECTIONS = [
  {
    id: 'profile', title: 'Profile',
    description: 'Your name, username, language and whether we may send you offers. Your initials stand in when there is no photo.',
  },
  {
    id: 'password', title: 'Password',
    description: 'Change your password. It needs at least 8 characters; other devices stay signed in unless you end their sessions below.',
  },
  {
    id: 'two-factor', title: 'Two-factor authentication',
    description: 'Ask for a code from an authenticator app at sign-in, and keep one-time backup codes for when the phone is not at hand.',
  },
  {
    id: 'sessions', title: 'Sessions',
    description: 'Every browser and device signed in to your account, with where and when it was last used. End any of them, or all but this one.',
  },
  {
    id: 'security', title: 'Security',
    description: 'Get an email when a new device signs in, end sessions left idle, and review what happened on your account.',
  },
  {
    id: 'api-keys', title: 'API keys and tokens',
    description: 'Keys and personal access tokens that let your own scripts and agents call the API as you. A secret is shown once when created; delete it here when it is no longer needed.',
  },
  {
    id: 'data-export', title: 'Data export',
    description: 'Download a copy of your profile, conversations, reviews and ratings as a ZIP of JSON files. Large exports are prepared in the background.',
  },
  {
    id: 'delete-account', title: 'Delete account',
    description: 'Permanently delete your account and personal data. Experts you published are unlisted; this cannot be undone and asks for your password.',
  },
] as const;
