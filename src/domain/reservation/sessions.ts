import { err, ok, type Result } from 'neverthrow';
import { isSessionPackage } from '../catalog/service.plain';
import { isServiceComplete, sessionOf, type InternalId, type ReservationState } from './reservation';

// Sessions of a session package are added one at a time from the services list, each scheduled on
// its own (booking-wizard §4, §5 "Add-session disabled until current sessions are complete and
// the max is not reached").

/**
 * Why another session can't be added:
 * - `SESSION.NOT_A_SESSION_PACKAGE`: the reservation is not a session package;
 * - `SESSION.SESSIONS_INCOMPLETE`: some session still lacks its day, hour or professional;
 * - `SESSION.ALL_SESSIONS_ADDED`: the package's sessionsAmount is reached.
 */
export type SessionNotAdded =
  | { readonly _tag: 'SessionNotAdded'; readonly code: 'SESSION.NOT_A_SESSION_PACKAGE' }
  | {
      readonly _tag: 'SessionNotAdded';
      readonly code: 'SESSION.SESSIONS_INCOMPLETE';
      /** The sessions still to complete, in order. */
      readonly incomplete: readonly InternalId[];
    }
  | { readonly _tag: 'SessionNotAdded'; readonly code: 'SESSION.ALL_SESSIONS_ADDED'; readonly sessionsAmount: number };

/**
 * Adds the next session: a copy of the first service, numbered N+1, with the first session's
 * professional (a package is usually followed with the same person) and no day or hour yet. Where
 * the wizard goes next is the step machine's business, so neither the step nor the service being
 * reserved changes.
 */
export function addSession(state: ReservationState): Result<ReservationState, SessionNotAdded> {
  const [first] = state.servicesToReserve;
  if (first === undefined || first.sessionNumber === null || !isSessionPackage(first.service)) {
    return err({ _tag: 'SessionNotAdded', code: 'SESSION.NOT_A_SESSION_PACKAGE' });
  }
  const incomplete = state.servicesToReserve.filter((item) => !isServiceComplete(state.context, item));
  if (incomplete.length > 0) {
    return err({
      _tag: 'SessionNotAdded',
      code: 'SESSION.SESSIONS_INCOMPLETE',
      incomplete: incomplete.map((item) => item.internalId),
    });
  }
  const sessionsAmount = first.service.sessionsAmount ?? 0;
  const added = state.servicesToReserve.length;
  if (added >= sessionsAmount)
    return err({ _tag: 'SessionNotAdded', code: 'SESSION.ALL_SESSIONS_ADDED', sessionsAmount });
  return ok({
    ...state,
    servicesToReserve: [
      ...state.servicesToReserve,
      { ...sessionOf(first.service, added + 1, state.context, state.providerPreSelected), provider: first.provider },
    ],
  });
}

/** Whether the 'add a session' action is enabled (booking-wizard §5). */
export function canAddSession(state: ReservationState): boolean {
  return addSession(state).isOk();
}
