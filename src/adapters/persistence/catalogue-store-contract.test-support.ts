import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import type { CatalogueStore } from '#application/ports/server/catalogue-store';
import type { Instant } from '#domain/calendar/instant';
import type { Catalogue, CatalogueInput } from '#domain/catalogue-file/catalogue';
import { anyValidCatalogueInput } from '#domain/catalogue-file/catalogue.arbitraries';
import { canonicalCatalogue, planCatalogue } from '#domain/catalogue-file/catalogue-changes';
import type { FutureBooking } from '#domain/catalogue-file/orphaned-bookings';
import { validateCatalogue } from '#domain/catalogue-file/validate-catalogue';
import { parseYamlFile } from '../catalogue-file/yaml-catalogue';

// Test support: what every CatalogueStore adapter must do (ADR 0097) — the SQL adapter on PGlite
// and on PostgreSQL, and the in-memory fake the catalogue file's use cases are tested over — as
// one set of tests each runs. The store may be shared by the tests: each writes companies of its
// own slug (promotion tokens name one promotion across companies, so they carry the slug too).

/** What the contract runs on: the store, and how a booking is made on a catalogue it wrote. */
export interface CatalogueStoreWorld {
  readonly store: CatalogueStore;
  /**
   * Books a confirmed booking from `start` to `end` at the company `company` wrote, of the
   * location, service and professional `booked` names by their keys (as futureBookings should
   * answer it, in the location's time zone); answers its id.
   */
  book(company: string, booked: Omit<FutureBooking, 'id'>, start: Instant, end: Instant): Promise<number>;
}

/** The example salon of docs/examples (Providencia in Santiago, Camila giving a women's cut), as company `slug`. */
export function exampleSalon(slug: string): Catalogue {
  const file = readFileSync(new URL('../../../docs/examples/catalogue-salon.yaml', import.meta.url), 'utf8');
  const example = (parseYamlFile(file)._unsafeUnwrap().data ?? {}) as CatalogueInput;
  return validateCatalogue({
    ...example,
    company: { ...example.company, slug },
    promotions: (example.promotions ?? []).map((promotion) => ({ ...promotion, token: `${slug}-${promotion.token}` })),
  })._unsafeUnwrap();
}

const anyCatalogue: fc.Arbitrary<Catalogue> = anyValidCatalogueInput.map((input) =>
  validateCatalogue(input)._unsafeUnwrap(),
);

let companies = 0;
/** A slug no other test of this run writes. */
const aSlug = () => `contract-${String((companies += 1))}-${Math.random().toString(36).slice(2, 8)}`;

export function catalogueStoreContract(world: () => Promise<CatalogueStoreWorld>): void {
  const current = (store: CatalogueStore, company: string) => store.transaction((unit) => unit.current(company));
  /** Writes `next` over what the company has, as an application does. */
  const writeOver = (store: CatalogueStore, next: Catalogue) =>
    store.transaction(async (unit) => {
      await unit.holdBookings(next.company.slug);
      const before = await unit.current(next.company.slug);
      await unit.write(next, planCatalogue(before, next));
    });

  it('knows no catalogue under a slug no company has, and holds its bookings without fault', async () => {
    const w = await world();
    const slug = aSlug();
    expect(
      await w.store.transaction(async (unit) => {
        await unit.holdBookings(slug);
        return unit.current(slug);
      }),
    ).toBeNull();
  });

  it('reads back the catalogue it wrote in its canonical form, which plans no change', async () => {
    const w = await world();
    const salon = exampleSalon(aSlug());
    await writeOver(w.store, salon);
    const stored = await current(w.store, salon.company.slug);
    expect(stored).toEqual(canonicalCatalogue(salon));
    expect(planCatalogue(stored, salon)).toEqual([]);
  });

  it('writes generated catalogues one over the other, each read back as written', async () => {
    const w = await world();
    await fc.assert(
      fc.asyncProperty(anyCatalogue, async (catalogue) => {
        await writeOver(w.store, catalogue);
        expect(await current(w.store, catalogue.company.slug)).toEqual(canonicalCatalogue(catalogue));
      }),
      { numRuns: 8 },
    );
  });

  it('retires what the next catalogue no longer names, and brings it back when named again', async () => {
    const w = await world();
    const salon = exampleSalon(aSlug());
    await writeOver(w.store, salon);
    const withoutCamila = {
      ...salon,
      professionals: salon.professionals.filter((professional) => professional.slug !== 'camila'),
    };
    await writeOver(w.store, withoutCamila);
    const after = await current(w.store, salon.company.slug);
    expect(after?.professionals.map((professional) => professional.slug)).not.toContain('camila');
    expect(after).toEqual(canonicalCatalogue(withoutCamila));
    await writeOver(w.store, salon);
    expect(await current(w.store, salon.company.slug)).toEqual(canonicalCatalogue(salon));
  });

  it('retires a gift card product the next catalogue drops, and brings it back when named again (issue 31)', async () => {
    const w = await world();
    const salon = exampleSalon(aSlug());
    expect(salon.gift_card_products.map((product) => product.slug)).toContain('a-womens-cut');
    await writeOver(w.store, salon);
    const without = {
      ...salon,
      gift_card_products: salon.gift_card_products.filter((product) => product.slug !== 'a-womens-cut'),
    };
    await writeOver(w.store, without);
    expect(await current(w.store, salon.company.slug)).toEqual(canonicalCatalogue(without));
    await writeOver(w.store, salon);
    expect(await current(w.store, salon.company.slug)).toEqual(canonicalCatalogue(salon));
  });

  it('keeps consent forms and the forms a service asks for, retires one the file drops and brings it back (issue 32)', async () => {
    const w = await world();
    const salon = exampleSalon(aSlug());
    const forms: Catalogue['consent_forms'] = [
      { slug: 'datos', title: 'Datos personales', body_markdown: 'Autorizo.' },
      { slug: 'quimicos', title: 'Productos químicos', body_markdown: '## Riesgos\n\nAcepto.' },
    ];
    const [service, ...rest] = salon.services;
    if (service === undefined) throw new Error('The example salon has services');
    const withForms = {
      ...salon,
      services: [{ ...service, consent_forms: ['quimicos', 'datos'] }, ...rest],
      consent_forms: forms,
    };
    await writeOver(w.store, withForms);
    expect(await current(w.store, salon.company.slug)).toEqual(canonicalCatalogue(withForms));
    const changed = { ...withForms, consent_forms: [forms[0], { ...forms[1], body_markdown: 'Acepto.' }] } as Catalogue;
    await writeOver(w.store, changed);
    expect(await current(w.store, salon.company.slug)).toEqual(canonicalCatalogue(changed));
    const dropped = {
      ...withForms,
      services: [{ ...service, consent_forms: ['datos'] }, ...rest],
      consent_forms: forms.slice(0, 1),
    };
    await writeOver(w.store, dropped);
    expect(await current(w.store, salon.company.slug)).toEqual(canonicalCatalogue(dropped));
    await writeOver(w.store, withForms);
    expect(await current(w.store, salon.company.slug)).toEqual(canonicalCatalogue(withForms));
  });

  it('writes, reads back, updates and retires maintenance plans, their steps in order (issue 33)', async () => {
    const w = await world();
    const salon = exampleSalon(aSlug());
    const [first, second] = salon.services.map((service) => service.slug);
    if (first === undefined || second === undefined) throw new Error('the example salon has two services');
    const step = (service: string, every_km: number | null, every_months: number | null) => ({
      service,
      every_km,
      every_months,
      tolerance_km: every_km === null ? 0 : 1000,
      tolerance_days: 15,
    });
    const withPlans: Catalogue = {
      ...salon,
      maintenance_plans: [
        {
          slug: 'hilux',
          name: 'Pauta Hilux',
          brand: 'Toyota',
          model: 'Hilux',
          steps: [step(second, 20000, 24), step(first, 10000, null)],
        },
        { slug: 'any', name: 'Pauta general', brand: null, model: null, steps: [step(first, null, 6)] },
      ],
    };
    await writeOver(w.store, withPlans);
    expect(await current(w.store, salon.company.slug)).toEqual(canonicalCatalogue(withPlans));
    const [hilux] = withPlans.maintenance_plans;
    if (hilux === undefined) throw new Error('the catalogue has a plan for the Hilux');
    const changed: Catalogue = { ...withPlans, maintenance_plans: [{ ...hilux, steps: [step(first, 15000, 12)] }] };
    await writeOver(w.store, changed);
    expect(await current(w.store, salon.company.slug)).toEqual(canonicalCatalogue(changed));
    await writeOver(w.store, withPlans);
    expect(await current(w.store, salon.company.slug)).toEqual(canonicalCatalogue(withPlans));
  });

  it('keeps nothing of a transaction that throws', async () => {
    const w = await world();
    const salon = exampleSalon(aSlug());
    const failure = new Error('the application failed after writing');
    await expect(
      w.store.transaction(async (unit) => {
        await unit.write(salon, planCatalogue(null, salon));
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await current(w.store, salon.company.slug)).toBeNull();
    await writeOver(w.store, salon);
    const renamed = { ...salon, company: { ...salon.company, name: 'Another name' } };
    await expect(
      w.store.transaction(async (unit) => {
        await unit.write(renamed, planCatalogue(await unit.current(salon.company.slug), renamed));
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await current(w.store, salon.company.slug)).toEqual(canonicalCatalogue(salon));
  });

  it('names the promotion tokens another company holds, retired or not, and never the company’s own', async () => {
    const w = await world();
    const holder = exampleSalon(aSlug());
    const [promotion] = holder.promotions;
    if (promotion === undefined) throw new Error('the example salon has a promotion');
    await writeOver(w.store, holder);
    const asker = aSlug();
    const held = (company: string) =>
      w.store.transaction((unit) =>
        unit.promotionTokensHeldElsewhere(company, [promotion.token, `${asker}-free-token`]),
      );
    expect([...(await held(asker))]).toEqual([promotion.token]);
    expect([...(await held(holder.company.slug))]).toEqual([]);
    await writeOver(w.store, { ...holder, promotions: [] });
    expect([...(await held(asker))]).toEqual([promotion.token]);
  });

  it('answers the company’s confirmed bookings from a time on, and cancels them', async () => {
    const w = await world();
    const salon = exampleSalon(aSlug());
    const other = exampleSalon(aSlug());
    await writeOver(w.store, salon);
    await writeOver(w.store, other);
    const at = (iso: string) => Date.parse(iso) as Instant;
    // Wednesday 7 June 2028, 10:00–10:45 in Santiago (UTC−4).
    const booked = {
      location: 'providencia',
      service: 'womens-cut',
      professional: 'camila',
      isClass: false,
    } as const;
    const early = await w.book(
      salon.company.slug,
      { ...booked, date: '2028-06-07', startsAt: '10:00', endsAt: '10:45' } as Omit<FutureBooking, 'id'>,
      at('2028-06-07T14:00:00Z'),
      at('2028-06-07T14:45:00Z'),
    );
    const late = await w.book(
      salon.company.slug,
      { ...booked, date: '2028-06-07', startsAt: '11:00', endsAt: '11:45' } as Omit<FutureBooking, 'id'>,
      at('2028-06-07T15:00:00Z'),
      at('2028-06-07T15:45:00Z'),
    );
    await w.book(
      other.company.slug,
      { ...booked, date: '2028-06-07', startsAt: '12:00', endsAt: '12:45' } as Omit<FutureBooking, 'id'>,
      at('2028-06-07T16:00:00Z'),
      at('2028-06-07T16:45:00Z'),
    );
    const future = (from: Instant) => w.store.transaction((unit) => unit.futureBookings(salon.company.slug, from));
    expect((await future(at('2028-06-07T14:00:00Z'))).map((booking) => booking.id).sort()).toEqual(
      [early, late].sort(),
    );
    const [fromLate] = await future(at('2028-06-07T14:00:01Z'));
    expect(fromLate).toEqual({ id: late, ...booked, date: '2028-06-07', startsAt: '11:00', endsAt: '11:45' });
    await w.store.transaction(async (unit) => {
      await unit.cancel([fromLate as FutureBooking], at('2028-06-01T12:00:00Z'));
    });
    expect((await future(at('2028-06-07T14:00:00Z'))).map((booking) => booking.id)).toEqual([early]);
  });
}
