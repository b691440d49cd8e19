import { describe, expect, it } from 'vitest';
import type { ProviderId, ServiceId } from '#domain/catalog/service';
import { aService } from '../catalogue/in-memory-directories.test-support';
import {
  aSubmission,
  anItem,
  at,
  haircut,
  submissionPorts,
  type SubmissionSetUp,
} from './booking-submission.test-support';
import { readSubmission } from './place-bookings';
import { locationId } from '#domain/shared/ids.test-support';

// Reading a submission (booking-wizard §4 Submission, §5, §7; docs/adr/0013) over in-memory ports:
// the location, the client by the company's form, and each item placed on the agenda or not.

const read = (options: SubmissionSetUp = {}) => readSubmission(submissionPorts(options));

describe('reading a submission', () => {
  it('places "first provider available" with a real professional, on the item’s local date', async () => {
    const reading = (await read()(aSubmission()))._unsafeUnwrap();
    expect(reading.placed).toEqual([
      expect.objectContaining({
        index: 0,
        serviceId: 1,
        providerId: 1,
        date: '2026-12-02',
        bundleId: null,
        classCapacity: null,
      }),
    ]);
    expect(reading.client).toMatchObject({ firstName: 'Ana', lastName: 'Pérez', email: 'ana@correo.example' });
  });

  it('answers an hour nobody is free at as not placed, rather than refusing it', async () => {
    const taken = [1, 2].map((id) => ({
      providerId: id as ProviderId,
      start: at('2026-12-02T10:00:00-03:00'),
      end: at('2026-12-02T11:00:00-03:00'),
    }));
    expect((await read({ taken })(aSubmission()))._unsafeUnwrap().placed).toEqual([null]);
  });

  it('places items in order, so two items at one hour take two professionals', async () => {
    const reading = (await read()(aSubmission({ items: [anItem(), anItem()] })))._unsafeUnwrap();
    expect(reading.placed.map((each) => each?.providerId)).toEqual([1, 2]);
  });

  it('counts the times given as free, as a booking being moved frees its own', async () => {
    const own = {
      providerId: 1 as ProviderId,
      start: at('2026-12-02T10:00:00-03:00'),
      end: at('2026-12-02T10:45:00-03:00'),
    };
    const reading = (
      await read({ taken: [own] })(aSubmission({ items: [anItem({ providerId: 1 })] }), [own])
    )._unsafeUnwrap();
    expect(reading.placed[0]?.providerId).toBe(1);
  });

  it('refuses a location that is closed or unknown as a refused field', async () => {
    for (const closedOrUnknown of [locationId(2), locationId(99)]) {
      expect((await read()(aSubmission({ locationId: closedOrUnknown })))._unsafeUnwrapErr()).toEqual({
        _tag: 'BookingRequestInvalid',
        code: 'REQUEST.INVALID',
        fields: [{ field: 'locationId', problem: 'unknown' }],
      });
    }
  });

  it('names every refused field at once: the client’s and each item’s', async () => {
    const submission = aSubmission({
      client: { ...aSubmission().client, firstName: '' },
      items: [anItem({ serviceId: 99 }), anItem({ end: at('2026-12-02T11:00:00-03:00') })],
    });
    expect((await read()(submission))._unsafeUnwrapErr()).toMatchObject({
      _tag: 'BookingRequestInvalid',
      fields: [
        { field: 'client.firstName', problem: 'missing' },
        { field: 'bookings[0].serviceId', problem: 'unknown' },
        { field: 'bookings[1].end', problem: 'wrongEnd' },
      ],
    });
  });

  it('refuses a start that is not an hour the location’s clocks read (docs/adr/0013)', async () => {
    const item = anItem({ start: at('2026-12-02T10:00:30-03:00'), end: at('2026-12-02T10:45:30-03:00') });
    expect((await read()(aSubmission({ items: [item] })))._unsafeUnwrapErr()).toMatchObject({
      fields: [{ field: 'bookings[0].start', problem: 'notOffered' }],
    });
  });

  it('refuses a professional who does not give the service', async () => {
    expect((await read()(aSubmission({ items: [anItem({ providerId: 7 })] })))._unsafeUnwrapErr()).toMatchObject({
      fields: [{ field: 'bookings[0].providerId', problem: 'invalid' }],
    });
  });

  describe('bundles, booked as their services (booking-wizard §3)', () => {
    const { onlinePayable, mustBePaidOnline, onlineDownPayment, onlineDownPaymentAmount } = haircut;
    const manicure = {
      id: 11 as ServiceId,
      name: 'Manicure',
      durationMinutes: 45,
      serviceProviders: [{ id: 1 as ProviderId, publicName: 'Camila' }],
      onlinePayable,
      mustBePaidOnline,
      onlineDownPayment,
      onlineDownPaymentAmount,
    };
    const spaDay = aService({
      id: 10,
      durationMinutes: 45,
      serviceProviders: [{ id: 1, publicName: 'Camila' }],
      bundle: [manicure],
    });
    const services = [haircut, spaDay];

    it('places a bundle’s service named with its bundle', async () => {
      const reading = (
        await read({ services })(aSubmission({ items: [anItem({ serviceId: 11, bundled: true, bundleId: 10 })] }))
      )._unsafeUnwrap();
      expect(reading.placed[0]).toMatchObject({ serviceId: 11, bundleId: 10 });
    });

    it('refuses a bundle booked as a service of its own', async () => {
      expect(
        (await read({ services })(aSubmission({ items: [anItem({ serviceId: 10 })] })))._unsafeUnwrapErr(),
      ).toMatchObject({
        fields: [{ field: 'bookings[0].bundled', problem: 'invalid' }],
      });
    });

    it('refuses a bundled item naming no bundle of the catalogue', async () => {
      expect(
        (
          await read({ services })(aSubmission({ items: [anItem({ serviceId: 11, bundled: true, bundleId: 99 })] }))
        )._unsafeUnwrapErr(),
      ).toMatchObject({
        fields: [{ field: 'bookings[0].bundleId', problem: 'unknown' }],
      });
    });
  });
});
