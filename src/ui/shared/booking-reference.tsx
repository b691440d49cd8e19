import { formatBookingReference, parseBookingReference } from '#domain/booking/booking-reference';
import { useTranslation } from '../i18n/use-translation';
import { CopyText } from './copy-text';

// The bookings' reference (docs/adr/0126) as every page of a booking shows it — the confirmation
// view, the booking's page, its change page and the cancel and confirm pages its mails link to —
// for the client to read out when they call: written as it is read (`K7M-4QX`), with why it is
// there, with a button that copies it (docs/adr/0131). Words from the booking-actions dictionary, which each of those pages loads.

/** The reference as it is read out, or null when the API sent none (an API older than references) or not one. */
export function shownBookingReference(reference: string | undefined): string | null {
  if (reference === undefined) return null;
  const parsed = parseBookingReference(reference);
  return parsed.isOk() ? formatBookingReference(parsed.value) : null;
}

/** The reference's term and description, for a page's list of facts (`<dl className="facts">`); nothing without one. */
export function BookingReferenceFact({ reference }: { readonly reference: string | undefined }) {
  const { t } = useTranslation();
  const shown = shownBookingReference(reference);
  if (shown === null) return null;
  return (
    <>
      <dt>{t('BOOKING_ACTIONS.REFERENCE')}</dt>
      <dd>
        <CopyText text={shown} label={t('BOOKING_ACTIONS.COPY_REFERENCE')} />{' '}
        <span>{t('BOOKING_ACTIONS.REFERENCE_HINT')}</span>
      </dd>
    </>
  );
}

/** The reference on its own, for a page that shows no other facts as a list. */
export function BookingReference({ reference }: { readonly reference: string | undefined }) {
  return shownBookingReference(reference) === null ? null : (
    <dl className="facts booking-reference">
      <BookingReferenceFact reference={reference} />
    </dl>
  );
}
