import type { BookingConsentView } from '#application/ports/client/booking-summaries';
import { wallClockText } from '../i18n/formats';
import { useTranslation } from '../i18n/use-translation';

// The consent forms a booking asks its client to sign (issue 32 "Links"; docs/adr/0118), on the
// confirmation view and the booking's page: each form with its version, a link to its signing page
// while it can be signed (the server says so: `signPath`), and once signed, when. The signing page
// is a page of its own (`/{country}/sign_consents/{code}`), reached by a full navigation.

function ConsentState({ consent, locale }: { readonly consent: BookingConsentView; readonly locale: string }) {
  const { t } = useTranslation();
  if (consent.state === 'signed' && consent.signedAt !== null)
    return (
      <p className="status status--confirmed">
        {t('BOOKING_CONSENTS.SIGNED', wallClockText(consent.signedAt, locale))}
      </p>
    );
  if (consent.signPath === null) return <p className="status">{t('BOOKING_CONSENTS.UNSIGNED')}</p>;
  return (
    <p className="booking-consents__sign">
      {/* Its name starts with the words it shows (WCAG 2.5.3) and names the form, so that several read apart. */}
      <a
        className="button button--primary"
        href={consent.signPath}
        aria-label={t('BOOKING_CONSENTS.SIGN_FORM', { title: consent.formTitle })}
      >
        {t('BOOKING_CONSENTS.SIGN')}
      </a>
    </p>
  );
}

/** The forms in `consents`, in their order; nothing when there are none (or an older API said nothing). */
export function BookingConsents({
  consents,
  locale,
  headingId,
}: {
  readonly consents: readonly BookingConsentView[] | undefined;
  readonly locale: string;
  readonly headingId: string;
}) {
  const { t } = useTranslation();
  if (consents === undefined || consents.length === 0) return null;
  const asked = consents.filter((consent) => consent.signPath !== null).length;
  return (
    <section className="card booking-consents" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('BOOKING_CONSENTS.TITLE')}</h2>
      {asked === 0 ? null : <p>{t('BOOKING_CONSENTS.INTRO', { count: asked })}</p>}
      <ul className="booking-consents__forms">
        {consents.map((consent) => (
          <li key={`${String(consent.bookingId)}-${consent.formTitle}`}>
            <p className="booking-consents__form">
              {t('BOOKING_CONSENTS.FORM', { title: consent.formTitle, version: consent.version })}
            </p>
            <ConsentState consent={consent} locale={locale} />
          </li>
        ))}
      </ul>
    </section>
  );
}
