import { describe, expect, it } from 'vitest';
import { apiPorts, contentKeys, fakeBookingApi, orderRecord } from '../shared/fake-booking-api.test-support';
import { importBookings, type LineOutcome } from './import-bookings';

describe('importing bookings from a file (issue 6 "bookings import")', () => {
  const lines = [
    { line: 2, record: orderRecord() },
    { line: 3, record: orderRecord({ email: 'not-an-email', start: '2026-12-09 11:00' }) },
    { line: 4, record: null },
    { line: 5, record: orderRecord({ start: '2026-12-09 12:00', services: '51' }) },
  ];

  it('carries on past failed lines and reports each outcome as it happens', async () => {
    const api = fakeBookingApi();
    const reported: LineOutcome[] = [];
    const summary = (
      await importBookings({ ...apiPorts(api), idempotencyKeys: contentKeys })(lines, {
        dryRun: false,
        report: (outcome) => reported.push(outcome),
      })
    )._unsafeUnwrap();
    expect(reported.map((outcome) => [outcome.line, outcome._tag])).toEqual([
      [2, 'Booked'],
      [3, 'Failed'],
      [4, 'Failed'],
      [5, 'Booked'],
    ]);
    expect(summary).toMatchObject({ created: 2, replayed: 0, failed: 2, checked: 0 });
    expect(api.created).toHaveLength(2);
  });

  it('books nothing twice when the same file is imported again', async () => {
    const api = fakeBookingApi();
    const run = importBookings({ ...apiPorts(api), idempotencyKeys: contentKeys });
    await run(lines, { dryRun: false, report: () => undefined });
    const again = (await run(lines, { dryRun: false, report: () => undefined }))._unsafeUnwrap();
    expect(again).toMatchObject({ created: 0, replayed: 2, failed: 2 });
    expect(api.created).toHaveLength(2);
  });

  it('only checks each line with a dry run', async () => {
    const api = fakeBookingApi();
    const summary = (
      await importBookings({ ...apiPorts(api), idempotencyKeys: contentKeys })(lines, {
        dryRun: true,
        report: () => undefined,
      })
    )._unsafeUnwrap();
    expect(summary).toMatchObject({ created: 0, checked: 2, failed: 2 });
    expect(api.created).toEqual([]);
  });
});
