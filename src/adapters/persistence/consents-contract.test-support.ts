import { expect, it } from 'vitest';
import type { Consents, NewConsentEvidence } from '#application/ports/server/consents';
import type { BookingId } from '#domain/booking/booking-id';
import type { Instant } from '#domain/calendar/instant';
import type { LocationId } from '#domain/storefront/company';

// Test support: what the consents port must do (issue 32; docs/adr/0115), one set of tests run
// against the in-memory fake (from in-memory-fakes.test.ts) and the SQL adapter on PGlite and
// PostgreSQL (sql-consents.test.ts). A world may be shared by the tests: each books its own.

export interface ConsentsWorld {
  readonly consents: Consents;
  /**
   * Books a service that asks for one consent form (whose title is `title`), at `locationId`,
   * starting at a time no other booking of the run starts; requests its consents as a booking's
   * transaction does; answers the booking and when it starts.
   */
  book(): Promise<{ readonly bookingId: BookingId; readonly start: Instant }>;
  readonly locationId: LocationId;
  readonly title: string;
  /** The name of the service `book` books. */
  readonly serviceName: string;
}

const signedAt = Date.parse('2026-12-01T15:00:00Z') as Instant;

const evidence = (signerName: string): NewConsentEvidence => ({
  signerName,
  signerIdNumber: '12.345.678-5',
  signatureSvg: '<svg/>',
  typedSignature: null,
  signedAt,
  pdf: new TextEncoder().encode(`%PDF-1.7 ${signerName}`),
});

export function consentsContract(world: () => Promise<ConsentsWorld>): void {
  async function aRequest(w: ConsentsWorld) {
    const booked = await w.book();
    const links = await w.consents.linksOf([booked.bookingId]);
    const [link] = links;
    if (link === undefined || link.code === null) throw new Error('The booking asked for no consent');
    return { ...booked, link, links };
  }

  it('asks a booking of a service with a form for one signature, by a code that finds it and nothing else', async () => {
    const w = await world();
    const { bookingId, link, links } = await aRequest(w);
    expect(links).toHaveLength(1);
    expect(link).toMatchObject({ bookingId, title: w.title, state: 'unsigned' });
    expect(link.code?.length).toBeGreaterThanOrEqual(22);
    const found = await w.consents.byCode(link.code ?? '');
    expect(found).toMatchObject({
      id: link.requestId,
      bookingId,
      state: 'unsigned',
      signature: null,
      serviceName: w.serviceName,
    });
    expect(link).toMatchObject({ version: found?.form.version, signedAt: null });
    expect(found?.form).toMatchObject({ title: w.title, version: expect.any(Number) as number });
    expect(found?.form.textSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(await w.consents.byId(link.requestId)).toEqual(found);
    expect(await w.consents.byCode(`${link.code ?? ''}x`)).toBeUndefined();
    expect(await w.consents.byCode('')).toBeUndefined();
    expect(await w.consents.signedPdf(link.requestId)).toBeUndefined();
  });

  it('asks once: requesting again for the same booking adds nothing', async () => {
    const w = await world();
    const { bookingId, links } = await aRequest(w);
    await w.consents.requestForBookings([bookingId]);
    expect(await w.consents.linksOf([bookingId])).toEqual(links);
  });

  it('keeps the one signature, its version, hash and PDF, and refuses a second', async () => {
    const w = await world();
    const { link } = await aRequest(w);
    expect((await w.consents.sign(link.requestId, evidence('Ana Soto'))).isOk()).toBe(true);
    const second = await w.consents.sign(link.requestId, evidence('Otra Persona'));
    expect(second._unsafeUnwrapErr().code).toBe('CONSENT.ALREADY_SIGNED');
    const signed = await w.consents.byCode(link.code ?? '');
    expect(signed?.state).toBe('signed');
    expect(signed?.signature).toEqual({
      signerName: 'Ana Soto',
      signerIdNumber: '12.345.678-5',
      signatureSvg: '<svg/>',
      typedSignature: null,
      signedAt,
      version: signed?.form.version,
      textSha256: signed?.form.textSha256,
    });
    expect(new TextDecoder().decode(await w.consents.signedPdf(link.requestId))).toBe('%PDF-1.7 Ana Soto');
    expect((await w.consents.linksOf([signed?.bookingId ?? (0 as BookingId)]))[0]).toMatchObject({
      state: 'signed',
      signedAt,
    });
  });

  it('lets exactly one of two concurrent signatures through', async () => {
    const w = await world();
    const { link } = await aRequest(w);
    const outcomes = await Promise.all([
      w.consents.sign(link.requestId, evidence('Primera')),
      w.consents.sign(link.requestId, evidence('Segunda')),
    ]);
    expect(outcomes.filter((outcome) => outcome.isOk())).toHaveLength(1);
  });

  it("lists a location's consents of the bookings starting in a period, and none outside it", async () => {
    const w = await world();
    const { bookingId, start, link } = await aRequest(w);
    const listed = await w.consents.ofLocationBetween(w.locationId, start, (start + 60_000) as Instant);
    expect(listed.map((each) => each.id)).toContain(link.requestId);
    expect(listed.every((each) => each.bookingStart >= start)).toBe(true);
    const before = await w.consents.ofLocationBetween(w.locationId, (start - 60_000) as Instant, start);
    expect(before.map((each) => each.bookingId)).not.toContain(bookingId);
  });
}
