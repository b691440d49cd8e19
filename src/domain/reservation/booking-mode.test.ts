import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyReservationState } from './reservation.arbitraries';
import { hasClassService, initialProvider, isBundled, isSession, type ReservationState } from './reservation';
import { applyForcedBookingMode, changeBookingMode, chooseBookingMode, forcedBookingMode } from './booking-mode';

const isPackage = (state: ReservationState) => isBundled(state) || isSession(state);

/** Several plain services: the reservations that reach the mode-selection step. */
const anySeveralServices = anyReservationState().filter(
  (state) => !isPackage(state) && state.servicesToReserve.length > 1,
);

/** Several plain services, none a class, booked consecutively. */
const anyConsecutive = anySeveralServices
  .filter((state) => !hasClassService(state))
  .map((state): ReservationState => ({ ...state, bookingMode: 'consecutive' }));

const anyChosenMode = fc.constantFrom('consecutive' as const, 'separate' as const);

const withoutSchedule = (state: ReservationState) =>
  state.servicesToReserve.map((item) => ({ ...item, daySelected: null, hourSelected: null }));

describe('booking modes (booking-wizard §2 "Mode selection", §4)', () => {
  it('applies separate mode automatically when any service is a class service (booking-wizard §2)', () => {
    fc.assert(
      fc.property(anySeveralServices.filter(hasClassService), (state) => {
        expect(forcedBookingMode(state)).toBe('separate');
        expect(applyForcedBookingMode(state)).toEqual({ ...state, bookingMode: 'separate' });
      }),
    );
  });

  it('leaves the mode to the client when no service is a class service', () => {
    fc.assert(
      fc.property(
        anyReservationState().filter((state) => !hasClassService(state)),
        (state) => {
          expect(forcedBookingMode(state)).toBeNull();
          expect(applyForcedBookingMode(state)).toBe(state);
        },
      ),
    );
  });

  it('refuses consecutive mode when a class service is present rather than coercing it (booking-wizard §2)', () => {
    fc.assert(
      fc.property(anySeveralServices.filter(hasClassService), (state) => {
        expect(chooseBookingMode(state, 'consecutive')._unsafeUnwrapErr()).toEqual({
          _tag: 'BookingModeRefused',
          code: 'BOOKING_MODE.CLASS_SERVICE_NEEDS_SEPARATE',
        });
      }),
    );
  });

  it('refuses any mode for a bundle or a session package, which have their own order', () => {
    fc.assert(
      fc.property(anyReservationState().filter(isPackage), anyChosenMode, (state, mode) => {
        expect(chooseBookingMode(state, mode)._unsafeUnwrapErr().code).toBe('BOOKING_MODE.NOT_FOR_PACKAGES');
      }),
    );
  });

  it('sets the first mode chosen without touching the services', () => {
    fc.assert(
      fc.property(
        anySeveralServices.filter((state) => !hasClassService(state)),
        anyChosenMode,
        (state, mode) => {
          const undecided = { ...state, bookingMode: 'none' as const };
          expect(chooseBookingMode(undecided, mode)._unsafeUnwrap()).toEqual({ ...undecided, bookingMode: mode });
        },
      ),
    );
  });

  it('changes nothing but the mode when the same mode is chosen again', () => {
    fc.assert(
      fc.property(
        anySeveralServices.filter((state) => state.bookingMode !== 'none'),
        (state) => {
          const mode = state.bookingMode === 'consecutive' ? 'consecutive' : 'separate';
          expect(chooseBookingMode(state, mode)._unsafeUnwrap()).toEqual(state);
        },
      ),
    );
  });

  it('clears every day and hour, keeping the professionals, when switching from one mode to the other', () => {
    fc.assert(
      fc.property(anyConsecutive, (state) => {
        const switched = chooseBookingMode(state, 'separate')._unsafeUnwrap();
        expect(switched).toEqual({ ...state, bookingMode: 'separate', servicesToReserve: withoutSchedule(state) });
      }),
    );
  });
});

describe('changing mode in consecutive mode (booking-wizard §4: the "change booking mode" link)', () => {
  it('puts every service back to its initial professional with no day or hour', () => {
    fc.assert(
      fc.property(anyConsecutive, (state) => {
        const changed = changeBookingMode(state)._unsafeUnwrap();
        expect(changed.servicesToReserve).toEqual(
          withoutSchedule(state).map((item) => ({
            ...item,
            provider: initialProvider(item.service, state.context, state.providerPreSelected),
          })),
        );
      }),
    );
  });

  it('returns to modeSelection with no mode chosen and no service being reserved', () => {
    fc.assert(
      fc.property(anyConsecutive, (state) => {
        const changed = changeBookingMode(state)._unsafeUnwrap();
        expect([changed.step, changed.bookingMode, changed.serviceBeingReserved]).toEqual([
          'modeSelection',
          'none',
          null,
        ]);
      }),
    );
  });

  it('is refused outside consecutive mode, where the link is not shown', () => {
    fc.assert(
      fc.property(
        anyReservationState().filter((state) => state.bookingMode !== 'consecutive'),
        (state) => {
          expect(changeBookingMode(state)._unsafeUnwrapErr().code).toBe('BOOKING_MODE.NOT_CONSECUTIVE');
        },
      ),
    );
  });
});
