import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyNearLocalDate, anyQuarterHour } from '../calendar/calendar.arbitraries';
import { anyReservationState } from './reservation.arbitraries';
import { isServiceComplete, isSession, sessionOf, type ReservationState } from './reservation';
import { addSession, canAddSession } from './sessions';

const anySessionState = (options: { complete?: boolean } = {}) => anyReservationState(options).filter(isSession);

const sessionsAmountOf = (state: ReservationState): number => state.servicesToReserve[0]?.service.sessionsAmount ?? 0;

/** Every session of the package added and scheduled like the first. */
function withEverySession(state: ReservationState): ReservationState {
  const [first] = state.servicesToReserve;
  if (first === undefined) return state;
  const sessions = Array.from({ length: sessionsAmountOf(state) }, (_, index) => ({
    ...sessionOf(first.service, index + 1, state.context, state.providerPreSelected),
    provider: first.provider,
    daySelected: first.daySelected,
    hourSelected: first.hourSelected,
  }));
  return { ...state, servicesToReserve: sessions };
}

/** A client action on the services list of a session package. */
const anySessionAction = fc.oneof(
  fc.constant({ action: 'add' as const }),
  fc.record({
    action: fc.constant('schedule' as const),
    position: fc.nat(),
    day: anyNearLocalDate,
    hour: anyQuarterHour,
    providerPosition: fc.nat(),
  }),
);

describe('adding a session (booking-wizard §4, §5)', () => {
  it('adds session N+1 as an unscheduled copy of the first service, with its professional, once every session is complete (booking-wizard §4)', () => {
    fc.assert(
      fc.property(anySessionState({ complete: true }), (state) => {
        fc.pre(state.servicesToReserve.length < sessionsAmountOf(state));
        const first = state.servicesToReserve[0];
        const added = addSession(state)._unsafeUnwrap();
        const session = added.servicesToReserve.at(-1);
        expect(added.servicesToReserve.slice(0, -1)).toEqual(state.servicesToReserve);
        expect(session?.service).toEqual(first?.service);
        expect(session?.sessionNumber).toBe(state.servicesToReserve.length + 1);
        expect(session?.daySelected).toBeNull();
        expect(session?.hourSelected).toBeNull();
        expect(session?.provider).toEqual(first?.provider);
      }),
    );
  });

  it('gives the new session an internalId no other session has', () => {
    fc.assert(
      fc.property(anySessionState({ complete: true }), (state) => {
        addSession(state).map((added) => {
          const ids = added.servicesToReserve.map((item) => item.internalId);
          expect(new Set(ids).size).toBe(ids.length);
        });
      }),
    );
  });

  it('refuses while a session lacks its day, hour or professional, naming those sessions', () => {
    fc.assert(
      fc.property(anySessionState(), (state) => {
        const incomplete = state.servicesToReserve.filter((item) => !isServiceComplete(state.context, item));
        fc.pre(incomplete.length > 0);
        expect(addSession(state)._unsafeUnwrapErr()).toEqual({
          _tag: 'SessionNotAdded',
          code: 'SESSION.SESSIONS_INCOMPLETE',
          incomplete: incomplete.map((item) => item.internalId),
        });
      }),
    );
  });

  it('refuses once the first service’s sessionsAmount sessions exist', () => {
    fc.assert(
      fc.property(anySessionState({ complete: true }).map(withEverySession), (state) => {
        expect(addSession(state)._unsafeUnwrapErr()).toEqual({
          _tag: 'SessionNotAdded',
          code: 'SESSION.ALL_SESSIONS_ADDED',
          sessionsAmount: sessionsAmountOf(state),
        });
      }),
    );
  });

  it('refuses for a reservation that is not a session package', () => {
    fc.assert(
      fc.property(
        anyReservationState().filter((state) => !isSession(state)),
        (state) => {
          expect(addSession(state)._unsafeUnwrapErr().code).toBe('SESSION.NOT_A_SESSION_PACKAGE');
        },
      ),
    );
  });

  it('never exceeds sessionsAmount and adds only when every session so far is complete, however the client goes about it', () => {
    fc.assert(
      fc.property(anySessionState(), fc.array(anySessionAction, { maxLength: 20 }), (start, actions) => {
        let state = start;
        for (const step of actions) {
          if (step.action === 'add') {
            const added = addSession(state);
            if (added.isOk()) {
              expect(state.servicesToReserve.every((item) => isServiceComplete(state.context, item))).toBe(true);
              state = added.value;
            }
          } else {
            const target = state.servicesToReserve[step.position % state.servicesToReserve.length];
            const providers = target?.service.serviceProviders ?? [];
            const provider = providers[step.providerPosition % providers.length] ?? null;
            state = {
              ...state,
              servicesToReserve: state.servicesToReserve.map((item) =>
                item === target ? { ...item, daySelected: step.day, hourSelected: step.hour, provider } : item,
              ),
            };
          }
          expect(state.servicesToReserve.length).toBeLessThanOrEqual(sessionsAmountOf(state));
        }
      }),
    );
  });

  it('enables the add-session action exactly when every session is complete and the cap is not reached (booking-wizard §5)', () => {
    fc.assert(
      fc.property(fc.oneof(anySessionState(), anySessionState({ complete: true }), anyReservationState()), (state) => {
        const expected =
          isSession(state) &&
          state.servicesToReserve.every((item) => isServiceComplete(state.context, item)) &&
          state.servicesToReserve.length < sessionsAmountOf(state);
        expect(canAddSession(state)).toBe(expected);
      }),
    );
  });
});
