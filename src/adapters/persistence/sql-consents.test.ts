import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labelledCodeSealer } from '#application/notification/labelled-code-sealer.test-support';
import type { Bookings } from '#application/ports/server/bookings';
import type { Consents } from '#application/ports/server/consents';
import type { Instant } from '#domain/calendar/instant';
import type { ProviderId, ServiceId } from '#domain/catalog/service';
import { cryptoTokenGenerator, secretDigest } from '../crypto-tokens';
import { consentsContract, type ConsentsWorld } from './consents-contract.test-support';
import { seededDatabase } from './demo/demo-databases.test-support';
import { DEMO_COMPANY, DEMO_LOCATION, DEMO_PROVIDER, DEMO_SERVICE } from './demo/demo-ids';
import { aBooking, aGroup } from './new-booking-groups.test-support';
import { readBack } from './read-back.test-support';
import { sqlBookings } from './sql-bookings';
import { sqlConsents } from './sql-consents';
import { sqlCatalogueStore } from './sql-catalogue-store';
import { planCatalogue } from '#domain/catalogue-file/catalogue-changes';
import type { Catalogue } from '#domain/catalogue-file/catalogue';
import { testEngines, type TestDatabase } from './test-databases.test-support';

// Consent requests and signatures on PGlite and PostgreSQL (issue 32; migration 0034,
// docs/adr/0115), over the demo data: Clínica Dental Sonrisa's Blanqueamiento asks for its
// consent form. The port's contract, and what only the SQL store does: codes kept as digests and
// seals, requests made in the booking's own transaction, evidence never rewritten.

const engines = await testEngines();
const sealer = labelledCodeSealer('link-key');
const TITLE = 'Consentimiento informado para blanqueamiento';

let slot = 0;
/** A Blanqueamiento with Dra. Paula at Ñuñoa, each two hours after the last. */
async function bookWhitening(bookings: Bookings) {
  slot += 1;
  const start = (Date.parse('2027-03-01T12:00:00Z') + slot * 2 * 3_600_000) as Instant;
  const created = await bookings.create(
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
  return { bookingId: created._unsafeUnwrap().bookingId, start };
}

describe.each(engines)('consents in SQL on $name', (engine) => {
  describe.skipIf(engine.unavailable !== undefined)(`on ${engine.name}`, () => {
    let handle: TestDatabase;
    let consents: Consents;
    let bookings: Bookings;

    beforeAll(async () => {
      handle = await seededDatabase(engine);
      consents = sqlConsents(handle.database, sealer, cryptoTokenGenerator);
      bookings = sqlBookings(handle.database, sealer);
    }, 60_000);

    afterAll(async () => {
      await handle.dispose();
    });

    it('makes the requests with the booking, keeping the code only as a digest and a seal for its booking', async () => {
      const { bookingId } = await bookWhitening(bookings);
      const [link] = await consents.linksOf([bookingId]);
      const rows = await readBack(handle.database).query<{ code_digest: Uint8Array; code_sealed: Uint8Array }>(
        'SELECT code_digest, code_sealed FROM consent_requests WHERE booking_id = $1',
        [bookingId],
      );
      expect(rows).toHaveLength(1);
      expect(Buffer.from(rows[0]?.code_digest ?? []).equals(secretDigest(link?.code ?? ''))).toBe(true);
      // The seal opens for its booking only, and as a consent code: not as a confirmation code.
      expect(sealer.open(rows[0]?.code_sealed ?? new Uint8Array(), bookingId)).toBe(`consent:${link?.code ?? ''}`);
    });

    it("owes the location one mail of the signed consent, in the signing's statement, only where the business is told", async () => {
      const mails = (requestId: number | undefined) =>
        readBack(handle.database).query<{ payload: { requestId: number; to: { email: string } } }>(
          "SELECT payload FROM notification_outbox WHERE kind = 'consent_signed_business' AND payload ->> 'requestId' = $1",
          [String(requestId)],
        );
      const evidence = (signerName: string) => ({
        signerName,
        signerIdNumber: '12.345.678-5',
        signatureSvg: null,
        typedSignature: signerName,
        signedAt: Date.parse('2026-12-01T15:00:00Z') as Instant,
        pdf: new Uint8Array([37, 80, 68, 70]),
      });
      await handle.database.query("UPDATE locations SET email = 'nunoa@sonrisa.example' WHERE id = $1", [
        DEMO_LOCATION.nunoa,
      ]);
      await handle.database.query('UPDATE companies SET notify_business = true WHERE id = $1', [DEMO_COMPANY.clinic]);
      const [told] = await consents.linksOf([(await bookWhitening(bookings)).bookingId]);
      const outcomes = await Promise.all([
        consents.sign(told?.requestId ?? 0, evidence('Primera')),
        consents.sign(told?.requestId ?? 0, evidence('Segunda')),
      ]);
      expect(outcomes.filter((outcome) => outcome.isOk())).toHaveLength(1);
      const owed = await mails(told?.requestId);
      expect(owed.map((row) => [row.payload.requestId, row.payload.to.email])).toEqual([
        [told?.requestId, 'nunoa@sonrisa.example'],
      ]);
      await handle.database.query('UPDATE companies SET notify_business = false WHERE id = $1', [DEMO_COMPANY.clinic]);
      const [silent] = await consents.linksOf([(await bookWhitening(bookings)).bookingId]);
      expect((await consents.sign(silent?.requestId ?? 0, evidence('Ana'))).isOk()).toBe(true);
      expect(await mails(silent?.requestId)).toEqual([]);
    });

    it('asks nothing of a booking whose service has no form', async () => {
      const created = await bookings.create(
        aGroup([
          aBooking({
            start: Date.parse('2027-05-03T13:00:00Z') as Instant,
            end: Date.parse('2027-05-03T13:45:00Z') as Instant,
          }),
        ]),
      );
      expect(await consents.linksOf([created._unsafeUnwrap().bookingId])).toEqual([]);
    });

    it('never rewrites nor removes a signature or a version', async () => {
      const { bookingId } = await bookWhitening(bookings);
      const [link] = await consents.linksOf([bookingId]);
      const signed = await consents.sign(link?.requestId ?? 0, {
        signerName: 'Ana Soto',
        signerIdNumber: '12.345.678-5',
        signatureSvg: null,
        typedSignature: 'Ana Soto',
        signedAt: Date.parse('2026-12-01T15:00:00Z') as Instant,
        pdf: new Uint8Array([37, 80, 68, 70]),
      });
      expect(signed.isOk()).toBe(true);
      await expect(
        handle.database.query("UPDATE consent_signatures SET signer_name = 'Otra' WHERE consent_request_id = $1", [
          link?.requestId,
        ]),
      ).rejects.toThrow(/never changed/);
      await expect(handle.database.query('DELETE FROM consent_form_versions')).rejects.toThrow(/never changed/);
    });

    it('appends version 2 when an apply changes the text, keeps version 1 for the bookings asked before, and asks new ones for 2', async () => {
      const store = sqlCatalogueStore(handle.database);
      const apply = (change: (catalogue: Catalogue) => Catalogue) =>
        store.transaction(async (unit) => {
          await unit.holdBookings('clinica-sonrisa');
          const before = await unit.current('clinica-sonrisa');
          if (before === null) throw new Error('The demo has the clinic');
          const next = change(before);
          await unit.write(next, planCatalogue(before, next));
        });
      const earlier = await bookWhitening(bookings);
      const [form] = (await store.transaction((unit) => unit.current('clinica-sonrisa')))?.consent_forms ?? [];
      if (form === undefined) throw new Error('The clinic has a consent form');
      const changedBody = `${form.body_markdown}\nFirma también el tutor de un menor de edad.\n`;
      await apply((catalogue) => ({ ...catalogue, consent_forms: [{ ...form, body_markdown: changedBody }] }));
      // The same text again keeps version 2.
      await apply((catalogue) => catalogue);
      const versions = await readBack(handle.database).query<{ version: number; text_sha256: string }>(
        'SELECT version, text_sha256 FROM consent_form_versions ORDER BY version',
      );
      expect(versions.map((each) => each.version)).toEqual([1, 2]);
      const later = await bookWhitening(bookings);
      const [before] = await consents.linksOf([earlier.bookingId]);
      const [after] = await consents.linksOf([later.bookingId]);
      const asked = async (code: string | null | undefined) => (await consents.byCode(code ?? ''))?.form;
      expect(await asked(before?.code)).toMatchObject({ version: 1, textSha256: versions[0]?.text_sha256 });
      expect(await asked(after?.code)).toMatchObject({
        version: 2,
        bodyMarkdown: changedBody,
        textSha256: versions[1]?.text_sha256,
      });
    });

    consentsContract((): Promise<ConsentsWorld> =>
      Promise.resolve({
        consents,
        book: () => bookWhitening(bookings),
        locationId: DEMO_LOCATION.nunoa,
        title: TITLE,
        serviceName: 'Blanqueamiento',
      }),
    );
  });
});

const postgres = engines.find((engine) => engine.name === 'PostgreSQL');

describe.skipIf(postgres?.unavailable !== undefined)('two server processes signing one consent on PostgreSQL', () => {
  let handle: TestDatabase;

  beforeAll(async () => {
    if (postgres === undefined) return;
    handle = await seededDatabase(postgres);
  }, 60_000);

  afterAll(async () => {
    await handle.dispose();
  });

  it('lets exactly one of two signatures through, each on its own connection pool', async () => {
    // Closed with the handle.
    const other = await handle.openAnother();
    const { bookingId } = await bookWhitening(sqlBookings(handle.database, sealer));
    const here = sqlConsents(handle.database, sealer, cryptoTokenGenerator);
    const there = sqlConsents(other, sealer, cryptoTokenGenerator);
    const [link] = await here.linksOf([bookingId]);
    const evidence = (signerName: string) => ({
      signerName,
      signerIdNumber: '12.345.678-5',
      signatureSvg: '<svg/>',
      typedSignature: null,
      signedAt: Date.parse('2026-12-01T15:00:00Z') as Instant,
      pdf: new Uint8Array([1]),
    });
    const outcomes = await Promise.all([
      here.sign(link?.requestId ?? 0, evidence('Primera')),
      there.sign(link?.requestId ?? 0, evidence('Segunda')),
    ]);
    expect(outcomes.filter((outcome) => outcome.isOk())).toHaveLength(1);
  });
});
