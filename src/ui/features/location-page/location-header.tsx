import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { Storefront } from '#application/client-side/catalogue/load-storefront';
import type { ScheduleDayView } from '#application/ports/client/location-directory';
import { socialLinks } from '#domain/storefront/social-links';
import { whatsAppLink } from '#domain/storefront/contact-apps';
import { Button } from '../../components/button';
import { CompanyMark } from '../../shared/company-mark';
import { EditShortcutLink, useCanEdit } from './edit-shortcut';
import { overflowingUpTo, useOverflow, type LayoutWidth } from './use-overflow';

// The top of a location page (storefront §1, §2): the location's banner, the company's logo and
// name, its description (read more / read less), the location and its address, what the `children` add (the review summary), the WhatsApp
// and social links — read with the page's first answers, so nothing moves once it shows — and the
// weekday schedule.

function Contacts({ storefront }: { readonly storefront: Storefront }) {
  const { t } = useTranslation();
  const { company, location } = storefront;
  const links = socialLinks(storefront.socialNetworks);
  // Only the location's WhatsApp number opens a chat: its phone may be a landline (docs/adr/0131).
  const whatsApp = whatsAppLink(location.whatsapp);
  if (whatsApp === null && links.length === 0) return null;
  return (
    <nav className="location-header__contacts" aria-label={t('LOCATION.CONTACTS', { company: company.name })}>
      <ul>
        {whatsApp === null ? null : (
          <li>
            <a
              href={whatsApp}
              rel="noopener noreferrer"
              target="_blank"
              aria-label={t('LOCATION.WHATSAPP', { location: location.locationName })}
            >
              WhatsApp
            </a>
          </li>
        )}
        {links.map((link) => (
          <li key={`${link.name}-${link.href}`}>
            <a href={link.href} rel="noopener noreferrer" target="_blank" className="location-header__social">
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * How many characters a line of the company's description holds, for a window just under `width`
 * (the narrowest such window; past 1200 px the page stops growing): the header's text column at
 * the system font's 16 px, some 8.6 px a character with the words' wrapping. Under 480 px the logo
 * sits above the text; from there on beside it.
 */
function descriptionCharactersPerLine(width: LayoutWidth | 'wider'): number {
  return { 480: 34, 768: 44, 992: 75, 1200: 100, wider: 122 }[width];
}

/**
 * What the company says about itself, clamped to three lines with Read more / Read less only when it
 * is longer (storefront §1): a text that fits shows whole, neither faded nor followed by a button;
 * Read less shows only once the client has read more. Whether it is longer is measured
 * (`useOverflow`), before the browser paints — so nothing below moves (Lighthouse CLS 0) — and again
 * when the width changes; the page rendered on the server starts from a guess by the text's length at
 * each of the layout's widths (`overflowingUpTo`), which its styles apply until the first measure.
 */
function CompanyDescription({ text }: { readonly text: string }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const upTo = overflowingUpTo(text, 3, descriptionCharactersPerLine);
  // `measured` is read only to drop a guess's width: a text guessed to overflow at every width, or at
  // none, is rendered again only when its measure differs from the guess.
  const [paragraph, overflows, measured] = useOverflow(!expanded, text, upTo !== null, typeof upTo === 'number');
  const shownClamped = !expanded && overflows;
  // Until measured, the guess's width: the styles show the text as overflowing only under it.
  const guessed = !measured && typeof upTo === 'number' ? ` overflow-guess--up-to-${String(upTo)}` : '';
  return (
    <>
      <p
        id="company-description"
        ref={paragraph}
        className={`location-header__description${expanded ? '' : ' location-header__description--clamped'}${shownClamped ? ' location-header__description--overflowing' : ''}${guessed}`}
      >
        {text}
      </p>
      {overflows || expanded ? (
        <Button
          variant="link"
          className={`location-header__read-more${guessed}`}
          aria-expanded={expanded}
          aria-controls="company-description"
          onPress={() => {
            setExpanded(!expanded);
          }}
        >
          {t(expanded ? 'LOCATION.READ_LESS' : 'LOCATION.READ_MORE')}
        </Button>
      ) : null}
    </>
  );
}

/** A day's opening ranges, each kept on one line: "14:00–18:00" never breaks at its dash. */
function Hours({ day }: { readonly day: ScheduleDayView }) {
  return day.hours.map((range, index) => (
    <span key={`${range.open}-${range.close}`}>
      {index === 0 ? null : ', '}
      <span className="schedule__range">{`${range.open}–${range.close}`}</span>
    </span>
  ));
}

/** The weekday schedule list (storefront §2 shared pieces). */
export function WeekdaySchedule({
  schedule,
  titleId,
}: {
  readonly schedule: readonly ScheduleDayView[];
  readonly titleId: string;
}) {
  const { t } = useTranslation();
  if (schedule.length === 0) return null;
  return (
    <section className="schedule" aria-labelledby={titleId}>
      <h2 id={titleId} className="schedule__title">
        {t('LOCATION.SCHEDULE')}
      </h2>
      <dl className="schedule__days">
        {schedule.map((day) => (
          <div key={day.dayId} className="schedule__day">
            <dt>{day.longDay}</dt>
            <dd>{day.isOpen && day.hours.length > 0 ? <Hours day={day} /> : t('LOCATION.CLOSED')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function LocationHeader({
  storefront,
  children,
}: {
  readonly storefront: Storefront;
  readonly children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { company, location } = storefront;
  const editable = useCanEdit(company.id);
  return (
    <header className="location-header">
      {location.banner === null ? (
        <div className="location-header__band" aria-hidden="true" />
      ) : (
        <div className="location-header__hero">
          <img className="location-header__banner" src={location.banner} alt="" width={1200} height={300} />
        </div>
      )}
      {editable ? (
        <p className="edit-shortcuts">
          <EditShortcutLink shortcut={{ target: 'banner', locationId: location.id }} locationId={location.id}>
            {t('LOCATION.EDIT.BANNER')}
          </EditShortcutLink>
          <EditShortcutLink shortcut={{ target: 'logo' }} locationId={location.id}>
            {t('LOCATION.EDIT.LOGO')}
          </EditShortcutLink>
          <EditShortcutLink shortcut={{ target: 'company' }} locationId={location.id}>
            {t('LOCATION.EDIT.COMPANY')}
          </EditShortcutLink>
        </p>
      ) : null}
      <div className="location-header__identity">
        {company.logo === null ? (
          <CompanyMark name={company.name} className="location-header__mark" />
        ) : (
          <img
            className="location-header__logo"
            src={company.logo}
            alt={t('LOCATION.LOGO', { company: company.name })}
            width={64}
            height={64}
          />
        )}
        <div>
          <h1 className="location-header__company">{company.name}</h1>
          {company.description === null ? null : <CompanyDescription text={company.description} />}
          <p className="location-header__location">
            {location.locationName}
            {location.address === null ? null : <span className="location-header__address"> · {location.address}</span>}
          </p>
          {children}
        </div>
      </div>
      <Contacts storefront={storefront} />
    </header>
  );
}
