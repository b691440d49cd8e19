// A company's mark where it has no logo (storefront §7 "logo defaults if absent"): shared by the
// location page's header and its bookings' pages (company-brand.tsx), so both draw the same one.

/** The first letters of a company's first two words: its mark where it has no logo. */
export function companyInitials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** The company's initials on its own colour, decorative: a name beside it always says whose it is. */
export function CompanyMark({ name, className }: { readonly name: string; readonly className: string }) {
  return (
    <span className={className} aria-hidden="true" data-testid="logo-mark">
      {companyInitials(name)}
    </span>
  );
}
