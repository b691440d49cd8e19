import { pgliteTemplate } from '../tools/server/database-templates.test-support';
import type { PinnedInstant } from './pinned-clock.test-support';

// Test support (docs/adr/0102): for each instant a browser suite pins its clocks at, the run's PGlite
// template holding what a server started there makes before it serves — the migrated schema, and
// the demo data seeded from that instant's day as start-server.ts seeds it — made once per run by
// the first file that needs it (tools/server/database-templates.test-support.ts, the project's
// global setup). Each storefront server starts on a copy of its instant's
// (storefront-server.test-support.ts).

/** The run's template data directory for `at`, made by the first test file that asks for it. */
export function storefrontTemplate(at: PinnedInstant): Promise<string> {
  return pgliteTemplate({ seeded: true, at });
}
