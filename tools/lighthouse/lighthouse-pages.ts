// The pages `npm run lighthouse` measures (issue 36) and how it starts Debian's chromium, shared
// with `npm run lighthouse:profile`, which profiles the same pages.

/** Headless, sandbox off (root), and none of the background traffic this machine's closed network refuses. */
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const PAGES = [
  { name: 'Location page', path: '/cl/sucursal/1' },
  { name: 'Wizard from a marketplace link', path: '/cl/sucursal/1?services_id=1&creative_source=marketplace' },
] as const;
