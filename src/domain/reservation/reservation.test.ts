import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ClockTime } from '../calendar/clock-time';
import type { LocalDate } from '../calendar/local-date';
import { anyService, exampleService } from '../catalog/service.arbitraries';
import { FIRST_AVAILABLE_PROVIDER, type ProviderRef, type Service } from '../catalog/service';
import { anyCart } from './cart.arbitraries';
import { servicesToReserveFrom } from './cart';
import { anyReservationState, anyWizardContext, openContext } from './reservation.arbitraries';
import {
  allServicesComplete,
  canChooseProviderFor,
  dateStepMinutes,
  firstUnfinishedService,
  initialProvider,
  isServiceComplete,
  namesOnTheDateStep,
  serviceOnTheDateStep,
  servicesToReserveFor,
  servicesWithProviders,
  type ReservationState,
  type WizardContext,
} from './reservation';

const ana = { id: 1, publicName: 'Ana' } as ProviderRef;
const bruno = { id: 2, publicName: 'Bruno' } as ProviderRef;
const context: WizardContext = openContext;

/** A service performed by Ana and Bruno, changed by `shape`. */
function service(id: number, shape: Record<string, unknown> = {}): Service {
  return exampleService({ id, name: `Service ${id}`, serviceProviders: [ana, bruno], ...shape });
}

describe('the services to reserve (booking-wizard §3 "Service to reserve")', () => {
  it('gives each selection of a plain service its own entry with an internalId of the id plus a suffix', () => {
    const haircut = service(7);
    const items = servicesToReserveFor([haircut, haircut], context, null);
    expect(items.map((item) => item.internalId)).toEqual(['7-1', '7-2']);
  });

  it('expands a bundle into its bundled services, in order, each marked with the bundle', () => {
    const member = (id: number) => ({
      id,
      name: `Member ${id}`,
      durationMinutes: 20,
      serviceProviders: [ana],
      onlinePayable: true,
      mustBePaidOnline: false,
      onlineDownPayment: false,
      onlineDownPaymentAmount: 0,
    });
    const bundle = service(10, { bundle: [member(11), member(12)] });
    const items = servicesToReserveFor([bundle], context, null);
    expect(items.map((item) => [item.service.id, item.service.durationMinutes, item.bundle?.id])).toEqual([
      [11, 20, 10],
      [12, 20, 10],
    ]);
  });

  it('opens a session package at its first session', () => {
    const items = servicesToReserveFor([service(20, { sessionsAmount: 4 })], context, null);
    expect(items.map((item) => item.sessionNumber)).toEqual([1]);
  });

  it('never repeats an internalId for any cart a client can reach', () => {
    fc.assert(
      fc.property(anyCart(), anyWizardContext, (cart, wizard) => {
        const ids = servicesToReserveFor(servicesToReserveFrom(cart), wizard, null).map((item) => item.internalId);
        expect(new Set(ids).size).toBe(ids.length);
      }),
    );
  });
});

describe('the initial professional (booking-wizard §3 Provider, §4)', () => {
  it('is the pre-selected professional when they perform the service', () => {
    expect(initialProvider(service(1), context, bruno)).toEqual(bruno);
  });

  it('ignores a pre-selected professional who does not perform the service', () => {
    expect(initialProvider(service(1, { serviceProviders: [ana] }), context, bruno)).toEqual(ana);
  });

  it('is the only professional when there is one', () => {
    expect(initialProvider(service(1, { serviceProviders: [ana] }), context, null)).toEqual(ana);
  });

  it('is "first provider available" when the company does not let clients choose (CANT) or in the workshop variant', () => {
    expect(initialProvider(service(1), { ...context, canChooseProvider: 'CANT' }, null)).toEqual(
      FIRST_AVAILABLE_PROVIDER,
    );
    expect(initialProvider(service(1), { ...context, workshopVariant: true }, null)).toEqual(FIRST_AVAILABLE_PROVIDER);
  });

  it('is unchosen while the client still has a choice to make', () => {
    expect(initialProvider(service(1), context, null)).toBeNull();
    expect(initialProvider(service(1), { ...context, canChooseProvider: 'MUST' }, null)).toBeNull();
  });
});

describe('a complete service (booking-wizard §2 Next-step rules: "all services having hour and provider")', () => {
  const base = servicesToReserveFor([service(1)], context, null)[0];
  if (base === undefined) throw new Error('fixture');
  const day = '2026-12-01' as LocalDate;
  const hour = '10:00' as ClockTime;

  it('has a day, an hour and a professional', () => {
    expect(isServiceComplete(context, { ...base, daySelected: day, hourSelected: hour, provider: ana })).toBe(true);
    expect(isServiceComplete(context, { ...base, daySelected: day, hourSelected: null, provider: ana })).toBe(false);
    expect(isServiceComplete(context, { ...base, daySelected: null, hourSelected: hour, provider: ana })).toBe(false);
    expect(isServiceComplete(context, { ...base, daySelected: day, hourSelected: hour, provider: null })).toBe(false);
  });

  it('accepts "first provider available" unless the company requires a specific professional (MUST)', () => {
    const timed = { ...base, daySelected: day, hourSelected: hour, provider: FIRST_AVAILABLE_PROVIDER };
    expect(isServiceComplete(context, timed)).toBe(true);
    expect(isServiceComplete({ ...context, canChooseProvider: 'MUST' }, timed)).toBe(false);
  });

  it('makes the whole reservation complete exactly when no service is unfinished', () => {
    fc.assert(
      fc.property(anyReservationState(), (state: ReservationState) => {
        expect(allServicesComplete(state)).toBe(
          state.servicesToReserve.length > 0 && firstUnfinishedService(state) === undefined,
        );
      }),
    );
  });

  it('is what every state generated as complete is', () => {
    fc.assert(
      fc.property(anyReservationState({ complete: true }), (state) => {
        expect(allServicesComplete(state)).toBe(true);
      }),
    );
  });
});

describe('derived reservation facts (booking-wizard §3)', () => {
  it('keys each chosen professional by the service’s internalId (servicesWithProviders)', () => {
    fc.assert(
      fc.property(anyReservationState(), (state) => {
        const byService = servicesWithProviders(state);
        for (const item of state.servicesToReserve)
          expect(byService.get(item.internalId)).toEqual(item.provider ?? undefined);
      }),
    );
  });

  it('shows the first service of a chain on the date step, otherwise the service being reserved', () => {
    fc.assert(
      fc.property(anyReservationState(), (state) => {
        const shown = serviceOnTheDateStep(state);
        const chained =
          state.bookingMode === 'consecutive' || state.servicesToReserve.some((item) => item.bundle !== null);
        const expected = chained
          ? state.servicesToReserve[0]
          : state.servicesToReserve.find((item) => item.internalId === state.serviceBeingReserved);
        expect(shown).toBe(expected);
      }),
    );
  });

  it('names every service of a chain on the date step in order, a bundle once by its name, otherwise the service being reserved', () => {
    fc.assert(
      fc.property(anyReservationState(), (state) => {
        const names = namesOnTheDateStep(state);
        const chained =
          state.bookingMode === 'consecutive' || state.servicesToReserve.some((item) => item.bundle !== null);
        const nameOf = (item: (typeof state.servicesToReserve)[number]) => item.bundle?.name ?? item.service.name;
        if (!chained) {
          const shown = serviceOnTheDateStep(state);
          expect(names).toEqual(shown === undefined ? [] : [nameOf(shown)]);
          return;
        }
        const plain = state.servicesToReserve.filter((item) => item.bundle === null);
        const bundles = new Set(
          state.servicesToReserve.flatMap((item) => (item.bundle === null ? [] : [item.bundle.id])),
        );
        expect(names).toHaveLength(plain.length + bundles.size);
        // In order: each name is the next service's, or its bundle's where the bundle starts.
        const starts = state.servicesToReserve.filter(
          (item, index, all) => item.bundle === null || all[index - 1]?.bundle?.id !== item.bundle.id,
        );
        expect(names).toEqual(starts.map(nameOf));
      }),
    );
  });

  it('names two services booked one after another both, and a bundle once', () => {
    const cut = service(1, { name: 'Corte de pelo' });
    const manicure = service(2, { name: 'Manicure' });
    const consecutive: ReservationState = {
      context,
      servicesToReserve: servicesToReserveFor([cut, manicure, cut], context, null),
      step: 'dateSelection',
      bookingMode: 'consecutive',
      serviceBeingReserved: null,
      providerPreSelected: null,
      isEditing: false,
    };
    expect(namesOnTheDateStep(consecutive)).toEqual(['Corte de pelo', 'Manicure', 'Corte de pelo']);
  });

  it("lasts, for an hour offered on the date step, its service's duration, or the whole chain's (issue 20 hour names)", () => {
    fc.assert(
      fc.property(anyReservationState(), (state) => {
        const chained =
          state.bookingMode === 'consecutive' || state.servicesToReserve.some((item) => item.bundle !== null);
        const minutes = dateStepMinutes(state);
        if (chained) {
          const total = state.servicesToReserve.reduce((sum, item) => sum + item.service.durationMinutes, 0);
          expect(minutes).toBe(state.servicesToReserve.length === 0 ? null : total);
        } else {
          expect(minutes).toBe(serviceOnTheDateStep(state)?.service.durationMinutes ?? null);
        }
      }),
    );
  });

  it('generates services whose kinds follow the catalogue', () => {
    fc.assert(
      fc.property(anyService({ kind: 'bundle' }), (bundle) => {
        expect(bundle.bundle.length).toBeGreaterThanOrEqual(2);
        expect(bundle.durationMinutes).toBe(bundle.bundle.reduce((total, member) => total + member.durationMinutes, 0));
      }),
    );
  });
});

describe("the company's provider policy (booking-wizard §3 showProviders)", () => {
  it('reads showProviders 0 as CAN choose, 1 as MUST choose and 2 as CANT choose', () => {
    expect([0, 1, 2].map((value) => canChooseProviderFor(value as 0 | 1 | 2))).toEqual(['CAN', 'MUST', 'CANT']);
  });
});
