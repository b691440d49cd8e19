import type { LocationId } from '#domain/storefront/company';
import type { GiftCardChecks } from '../../ports/client/gift-card-checks';

/**
 * The wizard's check of a gift card code before booking with it (issue 31; docs/adr/0107): what
 * the card can pay at the location now, or the API's refusal. The server decides; the same check
 * runs again when the booking is created with the code.
 */
export function checkGiftCardCode(ports: { readonly giftCardChecks: GiftCardChecks }) {
  return (code: string, locationId: LocationId) => ports.giftCardChecks.checkGiftCard(code.trim(), locationId);
}
