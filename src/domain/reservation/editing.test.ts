import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ClockTime } from '../calendar/clock-time';
import type { LocalDate } from '../calendar/local-date';
import type { ProviderRef, Service } from '../catalog/service';
import { exampleService } from '../catalog/service.arbitraries';
import { editService, moveService } from './editing';
import { anyReservationState, openContext, reserved } from './reservation.arbitraries';
import type { InternalId, ReservationState, ServiceToReserve } from './reservation';

const ana = { id: 1, publicName: 'Ana' } as ProviderRef;
const bruno = { id: 2, publicName: 'Bruno' } as ProviderRef;
const service = (id: number, shape: Record<string, unknown> = {}): Service =>
  exampleService({ id, name: `Service ${id}`, serviceProviders: [ana, bruno], ...shape });
const day = '2026-12-01' as LocalDate;
const done = (item: ServiceToReserve, hour: string): ServiceToReserve => ({
  ...item,
  provider: ana,
  daySelected: day,
  hourSelected: hour as ClockTime,
});

function state(services: readonly ServiceToReserve[], shape: Partial<ReservationState> = {}): ReservationState {
  return {
    context: openContext,
    servicesToReserve: services,
    step: 'clientForm',
    bookingMode: 'separate',
    serviceBeingReserved: null,
    providerPreSelected: null,
    isEditing: false,
    ...shape,
  };
}

describe('editing a scheduled service (booking-wizard §2 services list "edit", §4)', () => {
  it('makes it the service being reserved, clears its day and hour, and marks the reservation as edited when coming from the form', () => {
    const [first, second] = reserved(service(1), service(2)).map((item, index) =>
      done(item, index === 0 ? '10:00' : '11:00'),
    );
    const edited = editService(
      state([first as ServiceToReserve, second as ServiceToReserve]),
      second?.internalId as InternalId,
    )._unsafeUnwrap();
    expect(edited.serviceBeingReserved).toBe(second?.internalId);
    expect(edited.step).toBe('dateSelection');
    expect(edited.isEditing).toBe(true);
    expect(edited.servicesToReserve[0]).toEqual(first);
    expect(edited.servicesToReserve[1]).toMatchObject({ daySelected: null, hourSelected: null, provider: ana });
  });

  it('starts a consecutive block over from the professional step, the whole block unscheduled', () => {
    const items = reserved(service(1), service(2)).map((item) => done(item, '10:00'));
    const edited = editService(
      state(items, { bookingMode: 'consecutive', step: 'dateSelection' }),
      items[1]?.internalId as InternalId,
    )._unsafeUnwrap();
    expect(edited.step).toBe('providerSelection');
    expect(edited.isEditing).toBe(false);
    expect(edited.servicesToReserve.every((item) => item.hourSelected === null && item.daySelected === null)).toBe(
      true,
    );
  });

  it('refuses a service the reservation does not hold', () => {
    expect(editService(state(reserved(service(1))), 'nope' as InternalId)._unsafeUnwrapErr().code).toBe(
      'RESERVATION.SERVICE_NOT_FOUND',
    );
  });
});

describe('reordering consecutive services (booking-wizard §2 "cards can be reordered")', () => {
  it('moves a service to the position given and clears every hour, keeping days and professionals', () => {
    const items = reserved(service(1), service(2), service(3)).map((item) => done(item, '10:00'));
    const moved = moveService(
      state(items, { bookingMode: 'consecutive' }),
      items[2]?.internalId as InternalId,
      0,
    )._unsafeUnwrap();
    expect(moved.servicesToReserve.map((item) => item.service.id)).toEqual([3, 1, 2]);
    expect(
      moved.servicesToReserve.every(
        (item) => item.hourSelected === null && item.daySelected === day && item.provider === ana,
      ),
    ).toBe(true);
  });

  it('refuses to reorder anything but a consecutive block', () => {
    const items = reserved(service(1), service(2));
    expect(
      moveService(state(items, { bookingMode: 'separate' }), items[0]?.internalId as InternalId, 1)._unsafeUnwrapErr()
        .code,
    ).toBe('RESERVATION.NOT_REORDERABLE');
  });

  it('keeps the same services, each once, wherever one is moved', () => {
    fc.assert(
      fc.property(anyReservationState(), fc.nat(), fc.integer({ min: -2, max: 8 }), (any, pick, position) => {
        fc.pre(any.servicesToReserve.length > 0);
        const consecutive = { ...any, bookingMode: 'consecutive' as const };
        const target = any.servicesToReserve[pick % any.servicesToReserve.length] as ServiceToReserve;
        const moved = moveService(consecutive, target.internalId, position)._unsafeUnwrap();
        expect(moved.servicesToReserve.map((item) => item.internalId).sort()).toEqual(
          any.servicesToReserve.map((item) => item.internalId).sort(),
        );
        expect(
          moved.servicesToReserve.indexOf(
            moved.servicesToReserve.find((item) => item.internalId === target.internalId) as ServiceToReserve,
          ),
        ).toBe(Math.max(0, Math.min(any.servicesToReserve.length - 1, position)));
      }),
    );
  });
});
