import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';

// The storefront is served by the same process, on the same origin as the API, so the session
// cookie stays same-site (ADR 0014). Its routes all start with a two-letter country segment
// (storefront §2), which no API path does. Until the storefront is built (issue 4 builds it into
// dist/storefront) those routes answer a short page saying so, with the demo storefronts' links.

export interface StorefrontLink {
  readonly label: string;
  /** A storefront route, `/{country}/sucursal/{locationId}`. */
  readonly path: string;
}

export interface StorefrontOptions {
  /** The built storefront: its index.html and assets. */
  readonly directory: string;
  /** The demo storefronts to list while the storefront is not built. */
  readonly links: readonly StorefrontLink[];
}

const storefrontRoutes = ['/', '/:country{[a-z][a-z]}', '/:country{[a-z][a-z]}/*'];

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${String(character.charCodeAt(0))};`);
}

/** The page storefront routes answer until the storefront is built. */
export function placeholderPage(links: readonly StorefrontLink[]): string {
  const items = links
    .map((link) => `      <li><a href="${escapeHtml(link.path)}">${escapeHtml(link.label)}</a> <code>${escapeHtml(link.path)}</code></li>`)
    .join('\n');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Reserva</title>
  </head>
  <body>
    <main>
      <h1>Reserva</h1>
      <p>This server answers the Booking API (<code>openapi/booking-api.yaml</code>) with demo data.
      The storefront itself arrives with the booking-wizard UI (issue 4); until then its pages answer with this one.</p>
      <h2>Demo storefronts</h2>
      <ul>
${items}
      </ul>
      <p>Try the API, for instance <a href="/companies/overview?website=salon-aurora"><code>/companies/overview?website=salon-aurora</code></a>.
      <code>docs/demo.md</code> lists the demo data.</p>
    </main>
  </body>
</html>
`;
}

/** Adds the storefront's routes and assets to `app`, after the API's routes so these never shadow them. */
export function mountStorefront(app: Hono, options: StorefrontOptions): void {
  const index = path.join(options.directory, 'index.html');
  if (!existsSync(index)) {
    const page = placeholderPage(options.links);
    for (const route of storefrontRoutes) app.get(route, (c) => c.html(page));
    return;
  }
  // A single-page application: every storefront route answers its index, which routes on the client.
  const indexHtml = readFileSync(index, 'utf8');
  for (const route of storefrontRoutes) app.get(route, (c) => c.html(indexHtml));
  app.use('/*', serveStatic({ root: options.directory }));
}
