import type { IconName } from '../../content/landing/schema.ts';

/**
 * Path data for the landing icons: 24×24, drawn with a 2px stroke in currentColor. Inline SVG instead of image
 * files, so landing pages download nothing beyond their HTML and CSS.
 */
export const ICON_PATHS: Record<IconName, string> = {
  journal: 'M6 3h11a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H6zM6 3v18M9.5 8h5M9.5 12h5',
  meal: 'M5 3v7a2 2 0 0 0 4 0V3M7 10v11M16 21V3c-2 1.5-3 4-3 7s1 4 3 4',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4M8 14h2M14 14h2',
  shield: 'M12 3l7 3v6c0 4.5-3 7.5-7 9-4-1.5-7-4.5-7-9V6zM9 12l2 2 4-4',
  chart: 'M4 20h16M7 16v-5M12 16V7M17 16v-8',
  book: 'M4 5a2 2 0 0 1 2-2h14v15H6a2 2 0 0 0-2 2zM4 20a2 2 0 0 0 2 1h14v-3',
  chat: 'M4 5h16v11H9l-5 4zM8 9h8M8 12h5',
  clipboard: 'M8 4h8v3H8zM8 5H5v16h14V5h-3M8 12l2 2 4-4M8 17h8',
  search: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.5 15.5 20 20',
  timeline: 'M4 12h16M7 12V7M12 12v5M17 12V7M5 5h4M10 19h4M15 5h4',
  document: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6',
  scale: 'M12 4v16M8 20h8M5 7h14M5 7l-3 6a3 3 0 0 0 6 0zM19 7l-3 6a3 3 0 0 0 6 0z',
  leaf: 'M5 19C5 9 11 4 20 4c0 9-5 15-15 15zM5 19l8-8',
  globe: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  home: 'M4 11l8-7 8 7M6 9v11h12V9M10 20v-6h4v6',
  heart: 'M12 20s-8-5-8-11a4.5 4.5 0 0 1 8-2.5A4.5 4.5 0 0 1 20 9c0 6-8 11-8 11z',
  users: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM3 20c0-3.5 2.5-6 6-6s6 2.5 6 6M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14c2 .7 3 3 3 6',
  map: 'M3 6l6-3 6 3 6-3v15l-6 3-6-3-6 3zM9 3v15M15 6v15',
  bolt: 'M13 2L4 14h7l-1 8 9-12h-7z',
  star: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2-5.5-2.9-5.5 2.9 1-6.2L3 9.6l6.2-.9z',
  school: 'M2 9l10-5 10 5-10 5zM6 11v5c3 2.5 9 2.5 12 0v-5M22 9v6',
  briefcase: 'M3 7h18v13H3zM8 7V4h8v3M3 13h18',
};
