import { useLayoutEffect } from 'react';
import type { CompanyBrandView } from '#application/ports/client/booking-summaries';
import { applyBrandAccent } from './brand-accent';
import { CompanyMark } from './company-mark';
import './company-brand.css';

// A company's bookings' pages in its brand (issue 20; docs/adr/0073): the confirmation view, the
// booking's page by its code, the cancel, confirm and change pages, the card page and the review
// page its invitation mail links to read the company with the booking (its summary, its answer by
// code or the invitation) and wear its colour — the same palette the location page is painted in
// (brand-accent.ts) — under a header with its logo (or mark) and name, as its location page shows
// them. An API older than issue 20 names no company:
// the page is then neutral and has no such header. These pages load lazily, never with the first page.

/** Paints the page in the company's colour while it shows; nothing before the company is read. */
export function useCompanyBrand(company: CompanyBrandView | undefined): void {
  const colour = company === undefined ? undefined : company.colorMinisite;
  useLayoutEffect(() => (colour === undefined ? undefined : applyBrandAccent(colour)), [colour]);
}

/** The company's logo (or its mark) and name above the page's heading; nothing without a company. */
export function CompanyBrandHeader({ company }: { readonly company: CompanyBrandView | undefined }) {
  if (company === undefined) return null;
  return (
    <div className="company-brand">
      {company.logo === null ? (
        <CompanyMark name={company.name} className="company-brand__mark" />
      ) : (
        // Decorative: the name beside it says whose it is.
        <img className="company-brand__logo" src={company.logo} alt="" width={48} height={48} />
      )}
      <p className="company-brand__name">{company.name}</p>
    </div>
  );
}
