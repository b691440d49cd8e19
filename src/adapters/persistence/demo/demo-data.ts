import type { LocalDate } from '#domain/calendar/local-date';
import { demoAccountsAndReviews } from './demo-accounts-and-reviews';
import { demoBookings } from './demo-bookings';
import { demoCatalogue } from './demo-catalogue';
import { demoVehicles } from './demo-vehicles';
import type { DemoDataPart } from './seed-demo-data';

/**
 * Every part of the demo data, in seeding order, as the server and the tests seed it. `today` is
 * the salon's date: promotions, days off and bookings are placed relative to it.
 */
export function demoDataParts(today: LocalDate): readonly DemoDataPart[] {
  return [demoCatalogue(today), demoVehicles(), demoAccountsAndReviews(today), demoBookings(today)];
}
