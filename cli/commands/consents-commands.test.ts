import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labelledCodeSealer } from '#application/notification/labelled-code-sealer.test-support';
import type { Instant } from '#domain/calendar/instant';
import type { ProviderId, ServiceId } from '#domain/catalog/service';
import { cryptoTokenGenerator } from '#adapters/crypto-tokens';
import { DEMO_COMPANY, DEMO_LOCATION, DEMO_PROVIDER, DEMO_SERVICE } from '#adapters/persistence/demo/demo-ids';
import { aBooking, aGroup } from '#adapters/persistence/new-booking-groups.test-support';
import { sqlBookings } from '#adapters/persistence/sql-bookings';
import { sqlConsents } from '#adapters/persistence/sql-consents';
import { cliOverDemoServer } from '../cli-over-demo-server.test-support';
import { EXIT } from '../exit-codes';

// `reserva consents list|show` over the demo data (issue 32 "The business"; docs/adr/0115):
// Clínica Dental Sonrisa's Blanqueamiento asks for its consent form, so each booking of it made
// here holds one consent — listed with its state, shown with its signer once signed, its PDF saved.

const { reserva, server } = cliOverDemoServer();
const sealer = labelledCodeSealer('consents-cli-test');
const DAY = '2027-04-05';

let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'reserva-consents-'));
});
afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

let slot = 0;
/** A new Blanqueamiento at Ñuñoa on DAY: its booking's id and its consent's code. */
async function aWhitening(): Promise<{ bookingId: number; code: string }> {
  slot += 1;
  const start = (Date.parse(`${DAY}T12:00:00Z`) + slot * 2 * 3_600_000) as Instant;
  const created = await sqlBookings(server().database, sealer).create(
    aGroup(
      [
        aBooking({
          serviceId: DEMO_SERVICE.whitening as ServiceId,
          providerId: DEMO_PROVIDER.paula as ProviderId,
          start,
          end: (start + 90 * 60_000) as Instant,
          price: 150000,
        }),
      ],
      { locationId: DEMO_LOCATION.nunoa, companyId: DEMO_COMPANY.clinic },
    ),
  );
  const bookingId = created._unsafeUnwrap().bookingId;
  const [link] = await sqlConsents(server().database, sealer, cryptoTokenGenerator).linksOf([bookingId]);
  if (link?.code == null) throw new Error('Blanqueamiento asked for no consent');
  return { bookingId, code: link.code };
}

async function signed(code: string): Promise<void> {
  const response = await server().client.request(`/consents/${code}/signature`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      full_name: 'María José Pérez',
      id_number: '12.345.678-5',
      typed_signature: 'María José Pérez',
      agreed: true,
    }),
  });
  expect(response.status).toBe(201);
}

interface ListedConsent {
  id: number;
  bookingId: number;
  serviceName: string;
  state: string;
  form: { title: string; version: number };
  signature: { signerName: string; signerIdNumber: string } | null;
}

const list = async () =>
  (
    await reserva(['--json', 'consents', 'list', '--location', String(DEMO_LOCATION.nunoa), '--date', DAY])
  ).json() as ListedConsent[];

describe('listing a location’s consents from the CLI', () => {
  it('prints a table of the day’s consents: booking, time, client, form and version, state, signer and when', async () => {
    const unsigned = await aWhitening();
    const toSign = await aWhitening();
    await signed(toSign.code);
    const listed = await reserva(['consents', 'list', '--location', String(DEMO_LOCATION.nunoa), '--date', DAY]);
    expect(listed.code).toBe(EXIT.ok);
    const title = 'Consentimiento informado para blanqueamiento \\(v1\\)';
    expect(listed.stdout).toMatch(
      new RegExp(`\\s${String(unsigned.bookingId)}\\s.*\\d\\d:\\d\\d.*Blanqueamiento.*${title}.*unsigned`),
    );
    expect(listed.stdout).toMatch(
      new RegExp(`\\s${String(toSign.bookingId)}\\s.*${title}.*signed.*María José Pérez.*2026-12-01 08:00`),
    );
    const json = await list();
    expect(json.find((each) => each.bookingId === toSign.bookingId)).toMatchObject({
      serviceName: 'Blanqueamiento',
      state: 'signed',
      form: { version: 1 },
      signature: { signerName: 'María José Pérez', signerIdNumber: '12.345.678-5' },
    });
    expect(json.find((each) => each.bookingId === unsigned.bookingId)).toMatchObject({ signature: null });
  });

  it('says so for a day without consents, and refuses a malformed date before asking', async () => {
    const empty = await reserva([
      'consents',
      'list',
      '--location',
      String(DEMO_LOCATION.nunoa),
      '--date',
      '2027-04-06',
    ]);
    expect(empty.code).toBe(EXIT.ok);
    expect(empty.stdout).toContain('No consents were asked for');
    const malformed = await reserva(['consents', 'list', '--location', String(DEMO_LOCATION.nunoa), '--date', '5/4']);
    expect(malformed.code).toBe(EXIT.usage);
  });

  it('refuses another company’s key', async () => {
    const key = (await reserva(['keys', 'create', '--company', 'salon-aurora'])).stdout.trim();
    const other = await reserva(['consents', 'list', '--location', String(DEMO_LOCATION.nunoa), '--date', DAY], {
      env: { RESERVA_API_KEY: key },
    });
    expect(other.code).toBe(EXIT.refused);
    expect(other.stderr).toContain('AUTH.OTHER_COMPANY');
  });
});

describe('showing a consent from the CLI', () => {
  it('shows an unsigned consent, and refuses its PDF (not signed yet), writing nothing', async () => {
    const { bookingId } = await aWhitening();
    const consent = (await list()).find((each) => each.bookingId === bookingId);
    const shown = await reserva(['consents', 'show', String(consent?.id)]);
    expect(shown.code).toBe(EXIT.ok);
    expect(shown.stdout).toContain(
      `Consent ${String(consent?.id)}: Consentimiento informado para blanqueamiento, version 1, unsigned.`,
    );
    expect(shown.stdout).toContain(`Booking ${String(bookingId)} (Blanqueamiento) of `);
    expect(shown.stdout).not.toContain('Signed by');
    const file = path.join(directory, 'unsigned.pdf');
    const pdf = await reserva(['consents', 'show', String(consent?.id), '--pdf', file]);
    expect(pdf.code).toBe(EXIT.refused);
    expect(pdf.stderr).toContain('CONSENT.NOT_SIGNED');
    await expect(readFile(file)).rejects.toThrow();
  });

  it('shows a signed consent with its signer, and --pdf writes its PDF, refusing an existing file unless --force', async () => {
    const { bookingId, code } = await aWhitening();
    await signed(code);
    const consent = (await list()).find((each) => each.bookingId === bookingId);
    const id = String(consent?.id);
    const shown = await reserva(['consents', 'show', id]);
    expect(shown.stdout).toContain('signed.');
    expect(shown.stdout).toContain('Signed by María José Pérez (id number 12.345.678-5) at 2026-12-01 08:00, typed.');
    expect(shown.stdout).toMatch(/Text SHA-256: [0-9a-f]{64}/);
    const file = path.join(directory, `consent-${id}.pdf`);
    const written = await reserva(['consents', 'show', id, '--pdf', file]);
    expect(written.code).toBe(EXIT.ok);
    expect(written.stdout).toContain(`Wrote the signed PDF to ${file}.`);
    expect(new TextDecoder().decode((await readFile(file)).subarray(0, 5))).toBe('%PDF-');
    await writeFile(file, 'kept');
    const refused = await reserva(['consents', 'show', id, '--pdf', file]);
    expect(refused.code).toBe(EXIT.usage);
    expect(refused.stderr).toContain('already exists');
    expect(await readFile(file, 'utf8')).toBe('kept');
    const forced = await reserva(['--json', 'consents', 'show', id, '--pdf', file, '--force']);
    expect(forced.code).toBe(EXIT.ok);
    expect(forced.json()).toMatchObject({ id: consent?.id, state: 'signed', pdfWrittenTo: file });
    expect(new TextDecoder().decode((await readFile(file)).subarray(0, 5))).toBe('%PDF-');
  });

  it('answers an unknown id and another company’s consent not found (exit 1), and a malformed id before asking', async () => {
    const { bookingId } = await aWhitening();
    const consent = (await list()).find((each) => each.bookingId === bookingId);
    const missing = await reserva(['consents', 'show', '1999999999']);
    expect(missing.code).toBe(EXIT.refused);
    expect(missing.stderr).toContain('CONSENT.NOT_FOUND');
    const key = (await reserva(['keys', 'create', '--company', 'salon-aurora'])).stdout.trim();
    const theirs = await reserva(['consents', 'show', String(consent?.id)], { env: { RESERVA_API_KEY: key } });
    expect(theirs.code).toBe(EXIT.refused);
    expect(theirs.stderr).toContain('CONSENT.NOT_FOUND');
    expect((await reserva(['consents', 'show', 'abc'])).code).toBe(EXIT.usage);
  });
});
