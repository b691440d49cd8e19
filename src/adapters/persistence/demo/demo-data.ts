import type { LocalDate } from '#domain/calendar/local-date';
import { demoAccountsAndReviews } from './demo-accounts-and-reviews';
import { demoBookings } from './demo-bookings';
import { demoCatalogues, demoRetiredLocations } from './demo-catalogue-files';
import { demoGiftCards } from './demo-gift-cards';
import { demoVehicles } from './demo-vehicles';
import type { DemoData } from './seed-demo-data';

/**
 * The demo, as the server and the tests seed it: the catalogue files (demo/*.yaml), then the parts
 * that stay code, in seeding order, then Salón Aurora's demo gift cards. `today` is the salon's date: promotions, days off and bookings
 * are placed relative to it.
 */
export function demoData(today: LocalDate): DemoData {
  return {
    catalogues: demoCatalogues(today),
    parts: [demoRetiredLocations(today), demoVehicles(today), demoAccountsAndReviews(today), demoBookings(today)],
    giftCards: demoGiftCards(today),
  };
}
