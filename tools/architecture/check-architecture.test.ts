import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { checkArchitecture } from './check-architecture.js';

const repository = path.resolve(import.meta.dirname, '../..');
const roots: string[] = [];

/** A throwaway project laid out like ours, holding only the given files. */
function plantProject(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'reserva-architecture-'));
  roots.push(root);
  copyFileSync(path.join(repository, 'tsconfig.json'), path.join(root, 'tsconfig.json'));
  symlinkSync(path.join(repository, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  const baseline = {
    'src/domain/money/amount.ts': "import { ok } from 'neverthrow';\nexport const zero = ok(0);\n",
    'src/application/ports/shared/clock.ts': 'export interface Clock { now(): Date }\n',
  };
  for (const [file, text] of Object.entries({ ...baseline, ...files })) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

async function rulesBrokenBy(files: Record<string, string>): Promise<string[]> {
  const violations = await checkArchitecture(plantProject(files));
  return [...new Set(violations.map((violation) => violation.rule))].sort();
}

/**
 * A storefront laid out as ours: the app shell composes the features, lazily too; a feature imports
 * its own files and shared code; shared code imports components and other shared code.
 */
const storefrontKeepingItsBoundaries = {
  'src/ui/components/button.ts': "export const button = 'button';\n",
  'src/ui/i18n/words.ts': "export const words = { next: 'Next' };\n",
  'src/ui/shared/router.ts': "import { button } from '../components/button';\nexport const router = { button };\n",
  'src/ui/shared/home-button.ts':
    "import { router } from './router';\nimport { words } from '../i18n/words';\nexport const home = [router, words];\n",
  'src/ui/testing/render.test-support.ts':
    "import { router } from '../shared/router';\nexport const render = router;\n",
  'src/ui/features/booking-wizard/wizard-model.ts':
    "import { router } from '../../shared/router';\nexport const wizard = router;\n",
  'src/ui/features/booking-wizard/steps/date-step.ts':
    "import { wizard } from '../wizard-model';\nexport const dateStep = wizard;\n",
  'src/ui/features/booking-wizard/wizard-model.test.ts':
    "import { wizard } from './wizard-model';\nimport { render } from '../../testing/render.test-support';\nexport const t = [wizard, render];\n",
  'src/ui/features/booking-edit/edit-page.ts':
    "import { home } from '../../shared/home-button';\nexport const edit = home;\n",
  'src/ui/app/app.ts':
    "import { home } from '../shared/home-button';\nexport const wizard = () => import('../features/booking-wizard/steps/date-step');\nexport const edit = () => import('../features/booking-edit/edit-page');\nexport const app = home;\n",
  'src/ui/main.ts':
    "import { app } from './app/app';\nimport { router } from './shared/router';\nexport const started = [app, router];\n",
};

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('the architecture check (issue 2, architecture guardrails)', () => {
  // A cruise of the whole repository: about 1,000 files, resolved through package.json's subpath
  // imports too; on a busy 2-core machine it takes longer than the default timeout.
  it('passes on the repository as it stands', async () => {
    expect(await checkArchitecture(repository)).toEqual([]);
  }, 180_000);

  it('passes on a layered project that keeps every rule', async () => {
    const rules = await rulesBrokenBy({
      'src/domain/catalog/service.ts':
        "import { Schema } from 'effect';\nimport { zero } from '../money/amount';\nexport const Service = Schema.Struct({});\nexport const free = zero;\n",
      'src/domain/catalog/service.arbitraries.ts':
        "import fc from 'fast-check';\nexport const anyName = fc.string();\n",
      'src/domain/catalog/naive-pricing.test-support.ts':
        "import fc from 'fast-check';\nexport const anyPrice = fc.nat();\n",
      'src/domain/catalog/service.test.ts':
        "import { it } from 'vitest';\nimport { anyName } from './service.arbitraries';\nit('x', () => { void anyName; });\n",
      'src/application/create-booking.ts':
        "import type { Clock } from './ports/shared/clock';\nimport { zero } from '../domain/money/amount';\nexport const createBooking = (clock: Clock) => [clock.now(), zero, new Date(2026, 0, 1)];\n",
      'src/adapters/system-clock.ts':
        "import type { Clock } from '../application/ports/shared/clock';\nexport const systemClock: Clock = { now: () => new Date() };\n",
      'src/adapters/server/main.ts':
        "import { systemClock } from '../system-clock';\nexport const clock = systemClock;\n",
      'cli/main.ts': "import { systemClock } from '../src/adapters/system-clock';\nexport const clock = systemClock;\n",
      'src/adapters/system-clock.test.ts':
        "import { systemClock } from './system-clock';\nexport const c = systemClock;\n",
      ...storefrontKeepingItsBoundaries,
    });
    expect(rules).toEqual([]);
  });

  it('fails when the domain imports an adapter', async () => {
    const rules = await rulesBrokenBy({
      'src/adapters/pg-booking-repository.ts': 'export const repository = {};\n',
      'src/domain/reservation/cart.ts':
        "import { repository } from '../../adapters/pg-booking-repository';\nexport const r = repository;\n",
    });
    expect(rules).toEqual(['domain-imports-only-domain', 'only-composition-roots-import-adapters']);
  });

  it('fails when the domain imports a library other than neverthrow and effect', async () => {
    const rules = await rulesBrokenBy({
      'src/domain/reservation/cart.ts': "import fc from 'fast-check';\nexport const a = fc.nat();\n",
    });
    expect(rules).toEqual(['domain-imports-only-domain']);
  });

  it('fails when the domain imports a Node built-in', async () => {
    const rules = await rulesBrokenBy({
      'src/domain/reservation/cart.ts': "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n",
    });
    expect(rules).toEqual(['domain-imports-only-domain']);
  });

  it('fails when a domain test reaches beyond the domain and the test libraries', async () => {
    const rules = await rulesBrokenBy({
      'src/domain/reservation/cart.test.ts':
        "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n",
    });
    expect(rules).toEqual(['domain-tests-import-only-domain-and-test-libraries']);
  });

  it('fails when test-only domain code reaches beyond the domain and the test libraries', async () => {
    const rules = await rulesBrokenBy({
      'src/domain/reservation/naive-cart.test-support.ts':
        "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n",
    });
    expect(rules).toEqual(['domain-tests-import-only-domain-and-test-libraries']);
  });

  it('fails when a use case imports an adapter', async () => {
    const rules = await rulesBrokenBy({
      'src/adapters/pg-booking-repository.ts': 'export const repository = {};\n',
      'src/application/create-booking.ts':
        "import { repository } from '../adapters/pg-booking-repository';\nexport const r = repository;\n",
    });
    expect(rules).toEqual([
      'application-imports-only-domain-and-application',
      'only-composition-roots-import-adapters',
    ]);
  });

  it('fails when a use case imports the user interface', async () => {
    const rules = await rulesBrokenBy({
      'src/ui/features/wizard/labels.ts': "export const label = 'Next';\n",
      'src/application/create-booking.ts':
        "import { label } from '../ui/features/wizard/labels';\nexport const l = label;\n",
    });
    expect(rules).toEqual(['application-imports-only-domain-and-application', 'only-composition-roots-import-the-ui']);
  });

  it('fails when an application test imports an adapter', async () => {
    const rules = await rulesBrokenBy({
      'src/adapters/pg-booking-repository.ts': 'export const repository = {};\n',
      'src/application/create-booking.test.ts':
        "import { repository } from '../adapters/pg-booking-repository';\nexport const r = repository;\n",
    });
    expect(rules).toEqual([
      'application-tests-import-only-the-core-and-test-libraries',
      'only-composition-roots-import-adapters',
    ]);
  });

  it('fails when a CLI command imports an adapter instead of receiving it from the composition root', async () => {
    const rules = await rulesBrokenBy({
      'src/adapters/openapi-booking-api.ts': 'export const api = {};\n',
      'cli/commands/bookings.ts':
        "import { api } from '../../src/adapters/openapi-booking-api';\nexport const a = api;\n",
    });
    expect(rules).toEqual(['only-composition-roots-import-adapters']);
  });

  it('fails when an adapter imports the user interface or the CLI', async () => {
    const rules = await rulesBrokenBy({
      'src/ui/features/wizard/labels.ts': "export const label = 'Next';\n",
      'cli/output.ts': 'export const print = 1;\n',
      'src/adapters/hono-server.ts':
        "import { label } from '../ui/features/wizard/labels';\nimport { print } from '../../cli/output';\nexport const x = [label, print];\n",
    });
    expect(rules).toEqual(['only-composition-roots-import-the-cli', 'only-composition-roots-import-the-ui']);
  });

  it.each([
    ['statically', "import { wizard } from '../booking-wizard/wizard-model';\nexport const edit = wizard;\n"],
    [
      'from a subfolder of the other feature',
      "import { dateStep } from '../booking-wizard/steps/date-step';\nexport const edit = dateStep;\n",
    ],
    ['lazily', "export const wizard = () => import('../booking-wizard/wizard-model');\n"],
    [
      'as a type only',
      "import type { wizard } from '../booking-wizard/wizard-model';\nexport type Edit = typeof wizard;\n",
    ],
  ])('fails when a UI feature imports another feature %s (issue 16)', async (_how, text) => {
    const rules = await rulesBrokenBy({
      ...storefrontKeepingItsBoundaries,
      'src/ui/features/booking-edit/edit-model.ts': text,
    });
    expect(rules).toEqual(['ui-features-do-not-import-each-other']);
  });

  it('fails when a UI feature imports another whose name starts like its own (issue 16)', async () => {
    const rules = await rulesBrokenBy({
      ...storefrontKeepingItsBoundaries,
      'src/ui/features/booking/summary.ts':
        "import { edit } from '../booking-edit/edit-page';\nexport const summary = edit;\n",
    });
    expect(rules).toEqual(['ui-features-do-not-import-each-other']);
  });

  it('fails when a UI feature, or its test, imports the app shell (issue 16)', async () => {
    const rules = await rulesBrokenBy({
      ...storefrontKeepingItsBoundaries,
      'src/ui/features/booking-edit/edit-model.ts': "import { app } from '../../app/app';\nexport const edit = app;\n",
    });
    expect(rules).toEqual(['ui-features-do-not-import-the-app']);
    const fromATest = await rulesBrokenBy({
      ...storefrontKeepingItsBoundaries,
      'src/ui/features/booking-edit/edit-page.test.ts':
        "import { app } from '../../app/app';\nexport const edit = app;\n",
    });
    expect(fromATest).toEqual(['ui-features-do-not-import-the-app']);
  });

  it.each([
    [
      'src/ui/shared/route-link.ts',
      'a feature',
      "import { wizard } from '../features/booking-wizard/wizard-model';\nexport const link = wizard;\n",
    ],
    ['src/ui/shared/route-link.ts', 'the app shell', "import { app } from '../app/app';\nexport const link = app;\n"],
    [
      'src/ui/shared/route-link.test.ts',
      'the app shell',
      "import { app } from '../app/app';\nexport const link = app;\n",
    ],
    [
      'src/ui/components/error-modal.ts',
      'the app shell',
      "import { app } from '../app/app';\nexport const modal = app;\n",
    ],
    [
      'src/ui/i18n/dictionary.ts',
      'a feature',
      "import { wizard } from '../features/booking-wizard/wizard-model';\nexport const dictionary = wizard;\n",
    ],
    [
      'src/ui/testing/wizard-flows.test-support.ts',
      'a feature',
      "import { wizard } from '../features/booking-wizard/wizard-model';\nexport const flows = wizard;\n",
    ],
  ])('fails when shared UI code (%s) imports %s (issue 16)', async (file, _what, text) => {
    const rules = await rulesBrokenBy({ ...storefrontKeepingItsBoundaries, [file]: text });
    expect(rules).toEqual(['ui-shared-code-imports-no-feature-and-no-app']);
  });

  /** A server port, a client port, and code on each side using its own and the shared clock (docs/adr/0098). */
  const portsOnTheirSides = {
    'src/application/ports/server/bookings.ts': 'export interface Bookings { count(): number }\n',
    'src/application/ports/client/booking-requests.ts': 'export interface BookingRequests { send(): void }\n',
    'src/application/booking/create-booking.ts':
      "import type { Bookings } from '../ports/server/bookings';\nimport type { Clock } from '../ports/shared/clock';\nexport type Ports = [Bookings, Clock];\n",
    'src/application/client-side/booking/create-reservation.ts':
      "import type { BookingRequests } from '../../ports/client/booking-requests';\nimport type { Clock } from '../../ports/shared/clock';\nexport type Ports = [BookingRequests, Clock];\n",
    'src/adapters/persistence/sql-bookings.ts':
      "import type { Bookings } from '../../application/ports/server/bookings';\nexport const sqlBookings: Bookings = { count: () => 0 };\n",
    'src/adapters/http/booking-api-client.ts':
      "import type { BookingRequests } from '../../application/ports/client/booking-requests';\nexport const api: BookingRequests = { send: () => undefined };\n",
    'src/ui/features/wizard/wizard-model.ts':
      "import type { BookingRequests } from '../../../application/ports/client/booking-requests';\nexport type Api = BookingRequests;\n",
    'cli/commands/bookings.ts':
      "import type { BookingRequests } from '../../src/application/ports/client/booking-requests';\nexport type Api = BookingRequests;\n",
  };

  it('passes when each side imports its own ports and the shared ones (issue 30)', async () => {
    expect(await rulesBrokenBy(portsOnTheirSides)).toEqual([]);
  });

  it.each([
    [
      'the storefront',
      'src/ui/features/wizard/wizard-model.ts',
      "import type { Bookings } from '../../../application/ports/server/bookings';\nexport type Store = Bookings;\n",
      'client-code-imports-no-server-port',
    ],
    [
      'the CLI',
      'cli/commands/bookings.ts',
      "import type { Bookings } from '../../src/application/ports/server/bookings';\nexport type Store = Bookings;\n",
      'client-code-imports-no-server-port',
    ],
    [
      'a client-side use case',
      'src/application/client-side/booking/create-reservation.ts',
      "import type { Bookings } from '../../ports/server/bookings';\nexport type Store = Bookings;\n",
      'client-code-imports-no-server-port',
    ],
    [
      'the API client',
      'src/adapters/http/booking-api-client.ts',
      "import type { Bookings } from '../../application/ports/server/bookings';\nexport type Store = Bookings;\n",
      'client-code-imports-no-server-port',
    ],
    [
      "the server's adapter",
      'src/adapters/persistence/sql-bookings.ts',
      "import type { BookingRequests } from '../../application/ports/client/booking-requests';\nexport type Api = BookingRequests;\n",
      'server-code-imports-no-client-port',
    ],
    [
      "the server's composition root",
      'src/adapters/http-server/server-composition-root.ts',
      "import type { BookingRequests } from '../../application/ports/client/booking-requests';\nexport type Api = BookingRequests;\n",
      'server-code-imports-no-client-port',
    ],
    [
      "the server's use case",
      'src/application/booking/create-booking.ts',
      "import type { BookingRequests } from '../ports/client/booking-requests';\nexport type Api = BookingRequests;\n",
      'server-code-imports-no-client-port',
    ],
    [
      'a shared port',
      'src/application/ports/shared/clock.ts',
      "import type { BookingRequests } from '../client/booking-requests';\nexport interface Clock { now(): Date; api?: BookingRequests }\n",
      'server-code-imports-no-client-port',
    ],
  ])("fails when %s imports a port of the other side's (issue 30)", async (_who, file, text, rule) => {
    expect(await rulesBrokenBy({ ...portsOnTheirSides, [file]: text })).toEqual([rule]);
  });

  it('fails on a dependency cycle', async () => {
    const rules = await rulesBrokenBy({
      'src/domain/reservation/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'src/domain/reservation/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
    });
    expect(rules).toEqual(['no-circular-dependencies']);
  });

  it('fails on an import that resolves to nothing', async () => {
    const rules = await rulesBrokenBy({
      'src/domain/reservation/cart.ts': "import { nothing } from './missing';\nexport const n = nothing;\n",
    });
    expect(rules).toContain('no-unresolvable-imports');
  });

  it.each([
    ['Date.now()', 'export const now = Date.now();\n', 'no-restricted-properties'],
    ['new Date() without arguments', 'export const now = new Date();\n', 'no-restricted-syntax'],
    ['Date() called as a function', 'export const now = Date();\n', 'no-restricted-syntax'],
    ['Math.random()', 'export const pick = Math.random();\n', 'no-restricted-properties'],
    ['the crypto global', 'export const id = crypto.randomUUID();\n', 'no-restricted-globals'],
    ['globalThis.crypto', 'export const id = globalThis.crypto.randomUUID();\n', 'no-restricted-properties'],
    [
      'node:crypto',
      "import { randomUUID } from 'node:crypto';\nexport const id = randomUUID();\n",
      'no-restricted-imports',
    ],
  ])('fails on %s in the domain', async (_what, text, rule) => {
    const rules = await rulesBrokenBy({ 'src/domain/reservation/ids.ts': text });
    expect(rules).toContain(rule);
  });

  it('fails on ambient time in a use case', async () => {
    const rules = await rulesBrokenBy({
      'src/application/create-booking.ts': 'export const createBooking = () => ({ at: new Date() });\n',
    });
    expect(rules).toEqual(['no-restricted-syntax']);
  });

  it('exits non-zero from the command line on a planted violation and zero without it', async () => {
    const run = promisify(execFile);
    const script = path.join(repository, 'tools/architecture/check-architecture.ts');
    const tsx = path.join(repository, 'node_modules/.bin/tsx');
    const clean = plantProject({});
    const passed = await run(tsx, [script, clean]);
    expect(passed.stdout).toContain('Architecture check passed');
    const broken = plantProject({ 'src/domain/reservation/ids.ts': 'export const pick = Math.random();\n' });
    const failure: unknown = await run(tsx, [script, broken]).then(
      () => new Error('the check passed on a planted violation'),
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toContain('Math.random()');
  });
});
