import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import type { ClientSideFailure } from '#application/client-side/shared/client-side-errors';
import type { EditableBookingView } from '#application/ports/client/booking-changes';
import { bookingActions, type BookingActionKind } from '#domain/booking/booking-actions';
import type { Instant } from '#domain/calendar/instant';
import type { LocationId } from '#domain/storefront/company';
import type { Loadable } from './loadable';
import { RouteLink } from './route-link';
import type { StorefrontPage } from '#domain/storefront/storefront-route';
import { storefrontPath } from './storefront-route';
import { useStorefrontServices } from './storefront-services';

// What a client may do with a booking, as the confirmation view and the booking's page offer it
// (issue 18 "Links", docs/adr/0068): the domain's rule (booking-actions.ts, the one the mails'
// links follow) over the booking as the API reads it by its code, each offer a link to the page
// that does it — which itself acts only when its button is pressed (a POST), never on opening.

const at = (text: string) => Date.parse(text) as Instant;

/** The offers on a booking the API read by its code, at `now`. */
export function offeredActions(booking: EditableBookingView, now: Instant): readonly BookingActionKind[] {
  const standing = (booking.group ?? [booking]).filter((each) => each.status !== 'cancelled');
  const offers = bookingActions(
    {
      status: booking.status,
      clientConfirmed: booking.clientConfirmed,
      start: at(booking.start),
      cancellableUntil:
        booking.cancellableUntil === undefined || booking.cancellableUntil === null
          ? null
          : at(booking.cancellableUntil),
      modifiableUntil: booking.modifiableUntil === null ? null : at(booking.modifiableUntil),
      modificationsLeft: booking.modificationsLeft,
      isClass: booking.isClass ?? false,
      // An API that names no group (older than issue 18) offers no "all": what it would act on is unknown.
      standingInGroup: booking.group === undefined ? 1 : standing.length,
      unconfirmedInGroup: standing.some((each) => each.status === 'confirmed' && !each.clientConfirmed),
    },
    now,
  );
  // Nor a cancel when it names no cancellation window: better no button than one the server refuses.
  return booking.cancellableUntil === undefined
    ? offers.filter((kind) => kind !== 'cancel' && kind !== 'cancelAll')
    : offers;
}

/** The page an offer opens. */
export function actionPage(
  kind: BookingActionKind,
  booking: { readonly confirmationCode: string; readonly locationId: LocationId },
  country: string,
): StorefrontPage {
  const confirmationCode = booking.confirmationCode;
  switch (kind) {
    case 'view':
      return { page: 'bookingView', country, confirmationCode };
    case 'change':
      return { page: 'bookingEdit', country, confirmationCode };
    case 'confirm':
    case 'confirmAll':
    case 'cancel':
    case 'cancelAll':
      return { page: 'bookingByCode', country, action: kind, confirmationCode };
    case 'bookAgain':
      return { page: 'location', country, locationId: booking.locationId, professionalId: null };
  }
}

/** The booking a confirmation code names, read when the page shows it; null reads nothing. */
export function useBookingByCode(confirmationCode: string | null): {
  readonly booking: Loadable<EditableBookingView>;
  readonly reload: () => void;
} {
  const { bookingChanges } = useStorefrontServices();
  const [booking, setBooking] = useState<Loadable<EditableBookingView>>(
    confirmationCode === null ? { status: 'idle' } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (confirmationCode === null) return;
    let current = true;
    setBooking({ status: 'loading' });
    void bookingChanges.getBookingForEdit(confirmationCode).match(
      (found) => {
        if (current) setBooking({ status: 'ready', value: found });
      },
      (failure: ClientSideFailure) => {
        if (current) setBooking({ status: 'failed', failure });
      },
    );
    return () => {
      current = false;
    };
  }, [bookingChanges, confirmationCode, attempt]);
  return {
    booking,
    reload: () => {
      setAttempt((previous) => previous + 1);
    },
  };
}

/** The offers as links styled as buttons, cancels last and in the danger look; nothing when there are none. */
export function BookingActionLinks({
  kinds,
  booking,
  country,
  embedded,
  label,
}: {
  readonly kinds: readonly BookingActionKind[];
  readonly booking: { readonly confirmationCode: string; readonly locationId: LocationId };
  readonly country: string;
  readonly embedded: boolean;
  /** What the list is, for a screen reader ("What you can do with Corte clásico"). */
  readonly label: string;
}) {
  const { t } = useTranslation();
  if (kinds.length === 0) return null;
  return (
    <ul className="booking-actions" aria-label={label}>
      {kinds.map((kind) => (
        <li key={kind}>
          <RouteLink
            path={storefrontPath(actionPage(kind, booking, country), embedded)}
            className={`button ${kind === 'cancel' || kind === 'cancelAll' ? 'button--danger' : kind === 'bookAgain' ? 'button--primary' : ''}`}
          >
            {t(`BOOKING_ACTIONS.ACTION.${kind}`)}
          </RouteLink>
        </li>
      ))}
    </ul>
  );
}

/** The link from a code page's outcome to the booking's page, where the client sees it as it now stands (issue 18). */
export function BookingViewLink({
  route,
}: {
  readonly route: { readonly country: string; readonly confirmationCode: string; readonly embedded: boolean };
}) {
  const { t } = useTranslation();
  return (
    <p>
      <RouteLink
        path={storefrontPath(
          { page: 'bookingView', country: route.country, confirmationCode: route.confirmationCode },
          route.embedded,
        )}
      >
        {t('BOOKING_ACTIONS.ACTION.view')}
      </RouteLink>
    </p>
  );
}
