/**
 * The design system's icon set: 24×24 stroke drawings (stroke = currentColor, width 2, round caps and joins set
 * by Icon.astro), kept as inner SVG markup so an icon costs a few dozen bytes inline and no request.
 */
export const ICONS = {
  dashboard: '<path d="M3 3h7v9H3zM14 3h7v5h-7zM14 12h7v9h-7zM3 16h7v5H3z"/>',
  pulse: '<path d="M22 12h-4l-3 9L9 3l-3 9H2"/>',
  logo: '<path d="M12 2l8.5 5v10L12 22l-8.5-5V7zM12 8v8M8 10l4 2 4-2"/>',
  check: '<path d="M5 12.5l4.5 4.5L19 7.5"/>',
  x: '<path d="M6 6l12 12M18 6L6 18"/>',
  chevron: '<path d="M6 9l6 6 6-6"/>',
  'chevron-up': '<path d="M6 15l6-6 6 6"/>',
  'chevron-left': '<path d="M15 6l-6 6 6 6"/>',
  'chevron-right': '<path d="M9 6l6 6-6 6"/>',
  menu: '<path d="M4 6h16M4 12h16M4 18h16"/>',
  search: '<circle cx="11" cy="11" r="6.5"/><path d="M16 16l4.5 4.5"/>',
  user: '<circle cx="12" cy="8" r="4"/><path d="M4.5 20.5c1-4 4-6 7.5-6s6.5 2 7.5 6"/>',
  users:
    '<circle cx="9" cy="8.5" r="3.5"/><path d="M2.5 20c.8-3.4 3.3-5.2 6.5-5.2s5.7 1.8 6.5 5.2"/><path d="M15.5 5.2a3.5 3.5 0 010 6.6M18 14.9c1.8.7 3 2.4 3.5 5.1"/>',
  bell: '<path d="M6 16.5V11a6 6 0 0112 0v5.5l1.5 2H4.5z"/><path d="M10 21h4"/>',
  inbox: '<path d="M3.5 13.5l2.7-8h11.6l2.7 8v6h-17z"/><path d="M3.5 13.5H8.5l1.5 2.5h4l1.5-2.5h5"/>',
  message: '<path d="M4 5.5h16v11H10l-4.5 3.5v-3.5H4z"/><path d="M8 10h8M8 13h5"/>',
  mail: '<rect x="3" y="5.5" width="18" height="13" rx="2"/><path d="M3.5 7l8.5 6.5L20.5 7"/>',
  shield: '<path d="M12 3l7.5 3v5.5c0 4.6-3.1 8-7.5 9.5-4.4-1.5-7.5-4.9-7.5-9.5V6z"/><path d="M8.8 12.2l2.2 2.2 4.2-4.4"/>',
  lock: '<rect x="5" y="10.5" width="14" height="10" rx="2"/><path d="M8 10.5V8a4 4 0 018 0v2.5"/>',
  star: '<path d="M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1.1 5.8L12 16.8l-5.3 2.8 1.1-5.8-4.3-4.1 5.9-.8z"/>',
  heart: '<path d="M12 20s-7.5-4.4-7.5-10A4.3 4.3 0 0112 7.6 4.3 4.3 0 0119.5 10c0 5.6-7.5 10-7.5 10z"/>',
  'thumbs-up':
    '<path d="M7.5 10.5v9.5H4v-9.5z"/><path d="M7.5 10.5L11 3.5c1.6 0 2.5 1.2 2.2 2.8l-.6 3h5.2a2 2 0 012 2.3l-1.1 6.6a2 2 0 01-2 1.8H7.5"/>',
  'thumbs-down':
    '<path d="M7.5 13.5V4H4v9.5z"/><path d="M7.5 13.5L11 20.5c1.6 0 2.5-1.2 2.2-2.8l-.6-3h5.2a2 2 0 002-2.3l-1.1-6.6a2 2 0 00-2-1.8H7.5"/>',
  settings:
    '<path d="M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1"/><circle cx="15" cy="6" r="2"/><circle cx="9" cy="12" r="2"/><circle cx="17" cy="18" r="2"/>',
  logout: '<path d="M14 4.5H6.5a2 2 0 00-2 2v11a2 2 0 002 2H14"/><path d="M10 12h10.5M17 8.5l3.5 3.5-3.5 3.5"/>',
  login: '<path d="M10 4.5h7.5a2 2 0 012 2v11a2 2 0 01-2 2H10"/><path d="M3.5 12H14M10.5 8.5L14 12l-3.5 3.5"/>',
  plus: '<path d="M12 5v14M5 12h14"/>',
  minus: '<path d="M5 12h14"/>',
  'arrow-right': '<path d="M4.5 12h15M13.5 6l6 6-6 6"/>',
  'arrow-left': '<path d="M19.5 12h-15M10.5 6l-6 6 6 6"/>',
  info: '<circle cx="12" cy="12" r="9"/><path d="M12 11v5.5M12 7.5v.5"/>',
  alert: '<path d="M12 3.5l9.5 16.5h-19z"/><path d="M12 10v4.5M12 17v.5"/>',
  'check-circle': '<circle cx="12" cy="12" r="9"/><path d="M8 12.3l2.7 2.7L16 9.5"/>',
  help: '<circle cx="12" cy="12" r="9"/><path d="M9.5 9.5a2.5 2.5 0 014.9.6c0 1.7-2.4 2.2-2.4 3.9M12 17v.5"/>',
  sun: '<circle cx="12" cy="12" r="4"/><path d="M12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4"/>',
  moon: '<path d="M19.5 14.5A8 8 0 019.5 4.5a8 8 0 1010 10z"/>',
  globe: '<circle cx="12" cy="12" r="9"/><path d="M3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z"/>',
  home: '<path d="M4 10.5L12 4l8 6.5V20h-5.5v-5.5h-5V20H4z"/>',
  eye: '<path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z"/><circle cx="12" cy="12" r="3"/>',
  'eye-off':
    '<path d="M10 5.7c.6-.1 1.3-.2 2-.2 6 0 9.5 6.5 9.5 6.5a17 17 0 01-2.4 3.2M6.5 7.2A16.5 16.5 0 002.5 12S6 18.5 12 18.5c1.7 0 3.2-.5 4.5-1.2"/><path d="M9.9 9.9a3 3 0 004.2 4.2M4 4l16 16"/>',
  copy: '<rect x="8.5" y="8.5" width="12" height="12" rx="2"/><path d="M15.5 8.5V5.5a2 2 0 00-2-2h-8a2 2 0 00-2 2v8a2 2 0 002 2h3"/>',
  external:
    '<path d="M13.5 4.5h6v6M19.5 4.5l-8.5 8.5"/><path d="M17.5 14v4.5a1.5 1.5 0 01-1.5 1.5H6a1.5 1.5 0 01-1.5-1.5V8A1.5 1.5 0 016 6.5h4.5"/>',
  calendar: '<rect x="3.5" y="5" width="17" height="15.5" rx="2"/><path d="M3.5 10h17M8 3v4M16 3v4"/>',
  clock: '<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3.5 2"/>',
  trash: '<path d="M4 6.5h16M9.5 6.5V4h5v2.5M6 6.5l1 14h10l1-14M10 10.5v6M14 10.5v6"/>',
  edit: '<path d="M15.5 4.5l4 4L9 19H5v-4z"/><path d="M13 7l4 4"/>',
  download: '<path d="M12 4v11M7 10.5l5 5 5-5M4.5 19.5h15"/>',
  upload: '<path d="M12 15.5v-11M7 9l5-5 5 5M4.5 19.5h15"/>',
  filter: '<path d="M3.5 5h17l-6.5 8v6l-4 1.5V13z"/>',
  'more-horizontal': '<path d="M5.5 12h.01M12 12h.01M18.5 12h.01" stroke-width="3"/>',
  'more-vertical': '<path d="M12 5.5v.01M12 12v.01M12 18.5v.01" stroke-width="3"/>',
  grid: '<rect x="4" y="4" width="6.5" height="6.5" rx="1"/><rect x="13.5" y="4" width="6.5" height="6.5" rx="1"/><rect x="4" y="13.5" width="6.5" height="6.5" rx="1"/><rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1"/>',
  list: '<path d="M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01"/>',
  'map-pin': '<path d="M12 21s-6.5-6-6.5-11a6.5 6.5 0 0113 0c0 5-6.5 11-6.5 11z"/><circle cx="12" cy="10" r="2.5"/>',
  file: '<path d="M6 3h8l4.5 4.5V21H6z"/><path d="M14 3v4.5h4.5M9 12.5h6M9 16h6"/>',
  folder: '<path d="M3.5 6.5a1.5 1.5 0 011.5-1.5h4.5l2 2.5H19a1.5 1.5 0 011.5 1.5v9a1.5 1.5 0 01-1.5 1.5H5a1.5 1.5 0 01-1.5-1.5z"/>',
  bot: '<rect x="4.5" y="8" width="15" height="11" rx="3"/><path d="M12 8V4.5M9.5 13v.5M14.5 13v.5M2.5 12.5v2.5M21.5 12.5v2.5"/><circle cx="12" cy="3.8" r=".8"/>',
  sparkles:
    '<path d="M11 3.5l1.6 4.4L17 9.5l-4.4 1.6L11 15.5l-1.6-4.4L5 9.5l4.4-1.6z"/><path d="M18 14.5l.8 2.2 2.2.8-2.2.8L18 20.5l-.8-2.2-2.2-.8 2.2-.8z"/>',
  chart: '<path d="M4 4v16h16"/><path d="M8 15.5l3.5-4 3 2.5L20 7.5"/>',
  dollar:
    '<path d="M12 3v18M16.5 7.5c-.7-1.4-2.4-2.2-4.5-2.2-2.6 0-4.3 1.3-4.3 3.2 0 4.4 9 2.3 9 6.9 0 2-1.9 3.3-4.7 3.3-2.2 0-4-.9-4.7-2.5"/>',
  refresh: '<path d="M19.5 12a7.5 7.5 0 01-13.3 4.8M4.5 12a7.5 7.5 0 0113.3-4.8"/><path d="M18 3v4.5h-4.5M6 21v-4.5h4.5"/>',
  send: '<path d="M20.5 3.5L10.5 13.5M20.5 3.5l-6 17-4-7-7-4z"/>',
  paperclip: '<path d="M19 11.5l-7.4 7.4a4.5 4.5 0 01-6.4-6.4l7.8-7.8a3 3 0 014.2 4.2l-7.8 7.8a1.5 1.5 0 01-2.1-2.1l7-7"/>',
  book: '<path d="M4.5 5.5a2 2 0 012-2H19.5v15H6.5a2 2 0 00-2 2z"/><path d="M4.5 20.5a2 2 0 012-2H19.5v2z"/>',
  table: '<rect x="3.5" y="4.5" width="17" height="15" rx="2"/><path d="M3.5 9.5h17M3.5 14.5h17M9.5 9.5v10"/>',
  tag: '<path d="M3.5 12.2V4.5a1 1 0 011-1h7.7l8.3 8.3a1.5 1.5 0 010 2.1l-6.2 6.2a1.5 1.5 0 01-2.1 0z"/><circle cx="8" cy="8" r="1.5"/>',
  layers: '<path d="M12 3.5l9 4.5-9 4.5-9-4.5z"/><path d="M3 12.5l9 4.5 9-4.5M3 16.5l9 4.5 9-4.5"/>',
} as const satisfies Record<string, string>;

export type IconName = keyof typeof ICONS;

export const ICON_NAMES = Object.keys(ICONS) as IconName[];

/** Icons that point along the reading direction and so flip under dir="rtl". */
export const DIRECTIONAL_ICONS: ReadonlySet<IconName> = new Set<IconName>([
  'chevron-left',
  'chevron-right',
  'arrow-left',
  'arrow-right',
  'logout',
  'login',
  'send',
]);
