import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repository } from '../tools/server/spawn-server';
import { spawnedCli, type CliRun } from './spawned-cli.test-support';

// A business goes live from a file (issue 21; docs/adr/0077): the real binary against a real
// server, as reserva.e2e.test.ts runs them. Two commands take the example salon, as a new company,
// from a file to a storefront that serves and books; a changed file moves a price and adds a
// professional, and the storefront shows both.

const cli = spawnedCli('reserva-catalogue-e2e-');
const reserva = (...argv: readonly string[]): Promise<CliRun> => cli.run(argv);

const api = async (pathAndQuery: string): Promise<unknown> => {
  const response = await fetch(`${cli.origin}${pathAndQuery}`);
  expect(response.status, pathAndQuery).toBe(200);
  return response.json();
};

interface Service {
  readonly id: number;
  readonly name: string;
  readonly price: number | null;
}
const servicesOf = (groups: unknown): Service[] =>
  (groups as { services: Service[] }[]).flatMap((group) => group.services);

describe('a new company from a catalogue file, with two commands', () => {
  it('plans and applies it, serves its storefront, books on it, and shows a changed file', async () => {
    const example = await readFile(path.join(repository, 'docs/examples/catalogue-salon.yaml'), 'utf8');
    const file = example
      .replace('slug: salon-aurora', 'slug: salon-en-vivo')
      .replace(/token: ([A-Za-z0-9_-]+)/gu, 'token: en-vivo-$1');
    await writeFile(path.join(cli.directory, 'salon.yaml'), file);

    const plan = await reserva('catalogue', 'plan', 'salon.yaml');
    expect(plan.code, plan.stderr).toBe(0);
    expect(plan.stdout).toContain('salon-en-vivo');
    const applied = await reserva('catalogue', 'apply', 'salon.yaml', '--yes');
    expect(applied.code, applied.stderr).toBe(0);

    // Its storefront serves: the company, its location, its services and their hours.
    const overview = (await api('/companies/overview?website=salon-en-vivo')) as { id: number };
    const locations = (await api(`/locations?company_id=${String(overview.id)}`)) as {
      id: number;
      location_name: string;
    }[];
    const providencia = locations.find((location) => location.location_name === 'Providencia');
    if (providencia === undefined) throw new Error(`no Providencia among ${JSON.stringify(locations)}`);
    const cut = servicesOf(await api(`/services?location_id=${String(providencia.id)}`)).find(
      (service) => service.name === 'Corte de pelo mujer',
    );
    if (cut === undefined) throw new Error('the cut is not on the storefront');
    expect(cut.price).toBe(18000);

    // A booking on it succeeds: the first free hour from tomorrow at the salon, since today's first
    // may fall inside the booking notice while the two commands run (a CI run read 409 that way).
    const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(
      Date.now() + 24 * 60 * 60 * 1000,
    );
    const first = JSON.parse(
      (
        await reserva(
          '--json',
          'availability',
          'first',
          '--location',
          String(providencia.id),
          '--service',
          String(cut.id),
          '--from',
          tomorrow,
        )
      ).stdout,
    ) as { date: string; hour: string };
    const booked = await reserva(
      '--json',
      'bookings',
      'create',
      '--location',
      String(providencia.id),
      '--service',
      String(cut.id),
      '--start',
      `${first.date} ${first.hour}`,
      '--first-name',
      'Sofía',
      '--last-name',
      'Ríos',
      '--email',
      'sofia@correo.example',
      '--phone',
      '+56911112222',
      '--accept-terms',
    );
    expect(booked.code, booked.stderr).toBe(0);

    // A changed file moves a price and adds a professional; the storefront shows both.
    const changed = file
      .replace('price: 18000', 'price: 19500')
      .replace(
        'professionals:\n',
        `professionals:\n  - slug: ines\n    name: Inés Soto\n    services: [womens-cut]\n    works_at:\n      - location: providencia\n        hours:\n          monday: [['09:00', '13:00']]\n`,
      );
    await writeFile(path.join(cli.directory, 'salon-v2.yaml'), changed);
    const moved = await reserva('catalogue', 'apply', 'salon-v2.yaml', '--yes');
    expect(moved.code, moved.stderr).toBe(0);
    expect(moved.stdout).toContain('18000 → 19500');
    expect(moved.stdout).toContain('+ professionals.ines');
    const after = servicesOf(await api(`/services?location_id=${String(providencia.id)}`)).find(
      (service) => service.id === cut.id,
    );
    expect(after?.price).toBe(19500);
    const providers = (await api(`/service_providers?location_id=${String(providencia.id)}&id=${String(cut.id)}`)) as {
      public_name: string;
    }[];
    expect(providers.map((provider) => provider.public_name)).toContain('Inés Soto');
  }, 180_000);
});
