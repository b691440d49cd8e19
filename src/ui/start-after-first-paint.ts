// The storefront's first module (index.html), a few hundred bytes: the page the server rendered
// (docs/adr/0129) paints with its inlined stylesheet and its images, then its code is fetched. A
// browser used to fetch the page's code (88 kB of gzip) as soon as its preload scanner read the
// script tag, sharing a slow phone network with the rest of the HTML the first paint waits for
// (docs/adr/0151). From here on a click on a rendered control is held until the page answers it
// (docs/adr/0133); the composition root (main.tsx) is imported once the page has painted, or at once
// in a hidden tab, which paints nothing.
import { holdEarlyClicks, type EarlyClicks } from '#adapters/browser/early-clicks';
// The first page's styles, inlined into index.html by the build as the entry's stylesheet
// (vite.config.ts, docs/adr/0139): they must not wait for the code.
import './styles/app.css';
// The location page's tabs' styles travel with the first page's, not with the tabs' code: the page
// rendered on the server shows the tabs before that code arrives, and must not move when it does (docs/adr/0129).
import './features/location-page/location-tabs.css';
// So do the styles of the parts the server renders from lazily loaded code: a workshop's vehicle
// panel and a company's app-download banner, painted styled from the first paint, not when their code arrives.
import './features/location-page/vehicle-maintenance.css';
import './features/location-page/app-download-banner.css';

declare global {
  interface Window {
    /** The clicks held since this module ran, for the composition root to release. */
    reservaEarlyClicks?: EarlyClicks;
  }
}

const root = document.getElementById('root');
if (root !== null) window.reservaEarlyClicks = holdEarlyClicks(root);

// Importing it again is the same import: the first of these to fire starts the code.
const start = () => void import('./main');

/** The longest the code waits for the browser to say the page has painted (one that does not say waits this). */
const MOST_WAITED_MS = 1_000;

if (document.visibilityState === 'hidden' || root === null || root.firstChild === null) {
  // A hidden tab paints nothing; a page the server did not render has nothing to paint before its code.
  start();
} else {
  // Set first, so that nothing below can keep the code from starting.
  setTimeout(start, MOST_WAITED_MS);
  // A tab hidden before it paints paints nothing: its code starts all the same.
  document.addEventListener('visibilitychange', start, { once: true });
  // Once the browser has shown the page's first content: the frame is on the screen, not only drawn.
  new PerformanceObserver((paints, observer) => {
    if (paints.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
}
