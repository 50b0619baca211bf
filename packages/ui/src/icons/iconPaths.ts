// A small drawn icon set (24×24 grid, stroked). Drawn as SVG so nothing is fetched and no icon font is needed.
export const iconPaths = {
  menu: 'M3 6h18M3 12h18M3 18h18',
  search: 'M10.5 4a6.5 6.5 0 1 1 0 13a6.5 6.5 0 0 1 0-13zM15.5 15.5L21 21',
  refresh: 'M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7',
  account: 'M12 12a4 4 0 1 0 0-8a4 4 0 0 0 0 8zM4 21c0-4 3.6-7 8-7s8 3 8 7',
  whatsapp:
    'M4 20l1.3-4A8 8 0 1 1 8.2 19zM9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.5-2-1-1 1c-1.2-.5-2.5-1.8-3-3l1-1-1-2L9 8.5z',
  chevronStart: 'M15 5l-7 7l7 7',
  chevronEnd: 'M9 5l7 7l-7 7',
  chevronDown: 'M5 9l7 7l7-7',
  dashboard: 'M4 4h7v9H4zM13 4h7v5h-7zM13 11h7v9h-7zM4 15h7v5H4z',
  people:
    'M9 11a3.5 3.5 0 1 0 0-7a3.5 3.5 0 0 0 0 7zM2 20c0-3.5 3-6 7-6s7 2.5 7 6M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14c2.4.6 4 2.8 4 6',
  document: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6',
  visa: 'M3 6h18v12H3zM3 10h18M7 15h4',
  report: 'M5 20V10M10 20V4M15 20v-7M20 20v-11',
  settings:
    'M12 15a3 3 0 1 0 0-6a3 3 0 0 0 0 6zM12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1',
  close: 'M6 6l12 12M18 6L6 18',
  warning: 'M12 3L2 20h20zM12 10v4M12 17v.5',
  eye: 'M2 12s3.6-7 10-7s10 7 10 7s-3.6 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6a3 3 0 0 0 0 6z',
  eyeOff:
    'M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3 3.8M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7a9.6 9.6 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2',
  upload: 'M12 16V4M7 9l5-5l5 5M4 16v4h16v-4',
  check: 'M5 12l5 5l9-10',
  moon: 'M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z',
  sun: 'M12 16a4 4 0 1 0 0-8a4 4 0 0 0 0 8zM12 1v3M12 20v3M1 12h3M20 12h3M4.2 4.2l2.1 2.1M17.7 17.7l2.1 2.1M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1',
  translate: 'M3 5h10M8 3v2M5 5c1 4 4 7 8 8M11 5c-1 4-4 7-8 9M13 21l4-10l4 10M14.5 17h5',
  home: 'M3 11l9-8l9 8M5 9.5V21h14V9.5',
  delete: 'M4 7h16M9 7V4h6v3M6 7l1 14h10l1-14',
  edit: 'M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4',
  video: 'M3 6h13v12H3zM16 10l5-3v10l-5-3',
  share:
    'M18 8a3 3 0 1 0 0-6a3 3 0 0 0 0 6zM6 15a3 3 0 1 0 0-6a3 3 0 0 0 0 6zM18 22a3 3 0 1 0 0-6a3 3 0 0 0 0 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
  more: 'M12 5.5v.01M12 12v.01M12 18.5v.01',
  logout: 'M15 4h4v16h-4M10 8l-4 4l4 4M6 12h11',
  calendar: 'M4 5h16v16H4zM4 10h16M8 3v4M16 3v4',
} as const;

export type IconName = keyof typeof iconPaths;
