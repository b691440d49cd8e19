import { errAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { bookingApiClient } from '#adapters/http/booking-api-client';
import { cliOverDemoServer } from '../cli-over-demo-server.test-support';

// `reserva availability` over the demo data (booking-wizard §7).

const { reserva, server } = cliOverDemoServer();

describe('finding a free hour (booking-wizard §7)', () => {
  const chain = ['--location', '5', '--service', '51,52', '--provider', '11'];

  it('lists free days from today at the location, hours of a day, and the first free hour of a chain', async () => {
    const days = (await reserva(['--json', 'availability', 'days', ...chain, '--to', '2026-12-05'])).json() as {
      services: unknown[];
      days: { date: string; available: boolean }[];
    };
    expect(days.services).toEqual([
      { id: 51, name: 'Corte clásico', duration: 30, provider: 11 },
      { id: 52, name: 'Afeitado con navaja', duration: 30, provider: 11 },
    ]);
    expect(days.days.map((day) => day.date)).toEqual([
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
    const hours = (await reserva(['--json', 'availability', 'hours', ...chain, '--date', '2026-12-09'])).json() as {
      hours: { hour: string; partOfDay: string; bookings: unknown[] }[];
    };
    expect(hours.hours[0]).toMatchObject({ hour: '10:00', partOfDay: 'morning' });
    expect(hours.hours[0]?.bookings).toHaveLength(2);
    expect((await reserva(['--json', 'availability', 'first', ...chain])).json()).toMatchObject({
      date: expect.stringMatching(/^2026-12-0\d$/) as unknown,
      hour: expect.any(String) as unknown,
    });
    expect((await reserva(['availability', 'first', ...chain])).stdout).toMatch(
      /^First free hour: 2026-12-\d\d at \d\d:\d\d\.\n$/,
    );
  });

  it("names who performs which service when in an hour's table, the ids staying in --json (issue 16)", async () => {
    const hours = await reserva(['availability', 'hours', ...chain, '--date', '2026-12-09']);
    expect(hours.code).toBe(0);
    expect(hours.stdout).toContain('Corte clásico with Lucas Benítez, 10:00–10:30');
    expect(hours.stdout).toContain('Afeitado con navaja with Lucas Benítez, 10:30–11:00');
    expect(hours.stdout).not.toMatch(/\d+@\d+/);
    expect(
      (await reserva(['--locale', 'es', 'availability', 'hours', ...chain, '--date', '2026-12-09'])).stdout,
    ).toContain('Corte clásico con Lucas Benítez, 10:00–10:30');
  });

  it('names a professional by id when the professionals cannot be listed', async () => {
    const withoutProfessionals = ({ apiKey }: { readonly apiKey: string | null }) => ({
      ...bookingApiClient({
        baseUrl: 'http://reserva.test',
        apiKey,
        fetch: (input, init) => Promise.resolve(server().app.fetch(new Request(input, init))),
      }),
      listServiceProviders: () => errAsync({ _tag: 'ApiMisbehaved' as const, status: 500, message: 'boom' }),
    });
    const hours = await reserva(['availability', 'hours', ...chain, '--date', '2026-12-09'], {
      bookingApi: withoutProfessionals,
    });
    expect(hours.code).toBe(0);
    expect(hours.stdout).toContain('Corte clásico with professional 11, 10:00–10:30');
  });
});
