/**
 * The shell's inline icons: 24×24 outline paths drawn with `stroke="currentColor"`, so they follow the text colour
 * in both themes and cost no request. Kept to the handful the frames need.
 */
export const ICONS = {
  dashboard: 'M3 3h7v9H3zM14 3h7v5h-7zM14 12h7v9h-7zM3 16h7v5H3z',
  experts: 'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM22 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8',
  inbox: 'M22 12h-6l-2 3h-4l-2-3H2M5.5 5h13L22 12v6a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2v-6z',
  blocks: 'M3 3h8v8H3zM13 3h8v8h-8zM3 13h8v8H3zM13 17h8M17 13v8',
  pulse: 'M22 12h-4l-3 9L9 3l-3 9H2',
  menu: 'M3 6h18M3 12h18M3 18h18',
  collapse: 'M15 18l-6-6 6-6',
  user: 'M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  logo: 'M12 2l8.5 5v10L12 22l-8.5-5V7zM12 8v8M8 10l4 2 4-2',
} as const;

export type IconName = keyof typeof ICONS;
