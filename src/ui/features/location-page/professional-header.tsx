import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { Storefront } from '#application/client-side/catalogue/load-storefront';
import type { ProviderView } from '#application/ports/client/professional-directory';
import { branchListHost } from '#domain/storefront/company-host';
import { offersBranchLink } from '#domain/storefront/site-availability';
import { Button } from '../../components/button';
import { useStorefrontServices } from '../../shared/storefront-services';
import { storefrontPath } from '../../shared/storefront-route';
import { RouteLink } from '../../shared/route-link';
import { WeekdaySchedule } from './location-header';

// The provider header of the professional route, `…/sucursal/{locationId}/profesional/{employeeId}`
// (storefront §2 Screens): the professional's photo or initials, name, biography with read more /
// read less, and weekly schedule; and, when the company has several locations and is not on the solo
// plan, a link back to the company's branch list — where the page's host can reach it (docs/adr/0033).

/** The first letters of the first two words of a name, for the avatar without a photo. */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase())
    .join('');
}

/** A biography longer than this shows its start until the client reads more. */
const BIOGRAPHY_PREVIEW_CHARACTERS = 160;

function Biography({ text }: { readonly text: string }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const long = text.length > BIOGRAPHY_PREVIEW_CHARACTERS;
  const shown = long && !expanded ? `${text.slice(0, BIOGRAPHY_PREVIEW_CHARACTERS).trimEnd()}…` : text;
  return (
    <>
      <p id="professional-biography" className="professional__biography">
        {shown}
      </p>
      {long ? (
        <Button
          variant="link"
          aria-expanded={expanded}
          aria-controls="professional-biography"
          onPress={() => {
            setExpanded(!expanded);
          }}
        >
          {expanded ? t('LOCATION.READ_LESS') : t('LOCATION.READ_MORE')}
        </Button>
      ) : null}
    </>
  );
}

export function ProfessionalHeader({
  storefront,
  professionalId,
  country,
  embedded,
}: {
  readonly storefront: Storefront;
  readonly professionalId: number;
  readonly country: string;
  readonly embedded: boolean;
}) {
  const { t } = useTranslation();
  const { professionals, locations, router } = useStorefrontServices();
  const [professional, setProfessional] = useState<ProviderView | null>(null);
  const [branchLink, setBranchLink] = useState(false);
  const { company, location } = storefront;
  useEffect(() => {
    void professionals.getServiceProvider(professionalId).map(setProfessional);
  }, [professionals, professionalId]);
  const listHost = branchListHost(router.host, location.companyWebAddress);
  const reachable = listHost._tag !== 'Unknown';
  useEffect(() => {
    // When no count of locations could make the link appear (the solo plan, a host from which the
    // list cannot be reached), they are not counted.
    if (!reachable || !offersBranchLink(company, Number.POSITIVE_INFINITY)) return;
    void locations.listLocations(company.id).map((listed) => {
      setBranchLink(offersBranchLink(company, listed.length));
    });
  }, [locations, company, reachable]);
  // The header is an extra: without an answer the page books as usual, the professional preselected.
  if (professional === null) return null;
  const listPath = storefrontPath({ page: 'locations', country }, embedded);
  const listText = t('LOCATION.SHOW_BRANCHES', { company: company.name });
  return (
    <section className="card professional" aria-labelledby="professional-name">
      <div className="professional__identity">
        {professional.image === null ? (
          <span className="professional__avatar" aria-hidden="true">
            {initialsOf(professional.publicName)}
          </span>
        ) : (
          <img className="professional__avatar" src={professional.image} alt="" width={72} height={72} />
        )}
        <h2 id="professional-name">{professional.publicName}</h2>
      </div>
      {professional.biography === null || professional.biography.trim() === '' ? null : (
        <Biography text={professional.biography.trim()} />
      )}
      <WeekdaySchedule schedule={professional.providerTimes} titleId="professional-schedule" />
      {branchLink ? (
        <p className="professional__branches">
          {listHost._tag === 'LocalHost' ? (
            <a href={`//${listHost.host}${listPath}`}>{listText}</a>
          ) : (
            <RouteLink path={listPath}>{listText}</RouteLink>
          )}
        </p>
      ) : null}
    </section>
  );
}
