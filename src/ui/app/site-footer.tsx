import { useTranslation } from '../i18n/use-translation';
import { useStorefrontServices } from '../shared/storefront-services';

// The site's footer (storefront §2 Screens: "footer with three external links", "'powered by'
// mark"; §9 "copyright year shown 2021"): help for clients, Reserva for businesses, terms and
// privacy — each in a new tab, which a screen reader is told, and each only where the server is
// configured with its address (docs/adr/0076) — the mark, and the copyright from 2021, the year the
// spec shows, to the current one (docs/adr/0036). Not inside another site's frame.

/** The year Reserva's copyright starts (storefront §9). */
export const COPYRIGHT_SINCE = 2021;

export function SiteFooter() {
  const { t } = useTranslation();
  const { site, clock } = useStorefrontServices();
  const year = Math.max(COPYRIGHT_SINCE, new Date(clock.now()).getUTCFullYear());
  // Only the links the server is configured with: none to a page nobody serves (docs/adr/0076).
  const links = [
    { href: site.clientHelp, text: t('FOOTER.CLIENT_HELP') },
    { href: site.forBusinesses, text: t('FOOTER.FOR_BUSINESSES') },
    { href: site.termsAndPrivacy, text: t('FOOTER.TERMS_AND_PRIVACY') },
  ].filter((link): link is { href: string; text: string } => link.href !== null);
  return (
    <footer className="site-footer">
      {links.length === 0 ? null : (
        <nav aria-label={t('FOOTER.LINKS')}>
          <ul className="site-footer__links">
            {links.map((link) => (
              <li key={link.text}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.text}
                  <span className="visually-hidden"> {t('FOOTER.NEW_TAB')}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <p className="site-footer__mark">{t('POWERED_BY')}</p>
      <p className="site-footer__copyright">
        {year === COPYRIGHT_SINCE
          ? t('FOOTER.COPYRIGHT_ONE_YEAR', { year })
          : t('FOOTER.COPYRIGHT', { since: COPYRIGHT_SINCE, year })}
      </p>
    </footer>
  );
}
