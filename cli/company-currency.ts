import { okAsync, type ResultAsync } from 'neverthrow';
import { findLocationCompany } from '#application/client-side/catalogue/find-location-company';
import type { CompanyProfiles } from '#application/ports/client/company-profiles';
import type { LocationDirectory } from '#application/ports/client/location-directory';
import type { CurrencyFormat } from '#domain/money/currency-format';
import { formatPrice } from '#domain/money/format-price';
import type { LocationId } from '#domain/storefront/company';

// Prices in tables are written the company's way (issue 35): its symbol, thousands delimiter and
// decimal separator, by the domain's formatPrice, as the storefront writes them.

/**
 * The currency format of the company a location belongs to; null when it cannot be read, so a table
 * of something already done (a booking made) is still printed, its amounts as plain numbers.
 */
export function locationCurrency(
  ports: { readonly locations: LocationDirectory; readonly companies: CompanyProfiles },
  locationId: LocationId,
): ResultAsync<CurrencyFormat | null, never> {
  return findLocationCompany(ports)(locationId)
    .map((company): CurrencyFormat | null => ({
      unit: company.unit,
      delimiter: company.delimiter,
      separator: company.separator,
    }))
    .orElse(() => okAsync(null));
}

/** An amount in a table cell: the company's way, a plain number without its format, empty for none. */
export function priceCell(amount: number | null | undefined, currency: CurrencyFormat | null): string {
  if (amount === null || amount === undefined) return '';
  return currency === null ? String(amount) : formatPrice(amount, currency);
}
