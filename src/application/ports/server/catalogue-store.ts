import type { Instant } from '#domain/calendar/instant';
import type { Catalogue } from '#domain/catalogue-file/catalogue';
import type { CataloguePlan } from '#domain/catalogue-file/catalogue-changes';
import type { FutureBooking } from '#domain/catalogue-file/orphaned-bookings';

/**
 * Where companies' catalogues are kept (issue 21; docs/adr/0077), as documents keyed by slugs:
 * what the catalogue-file use cases read, compare and write. Everything one application does
 * happens in one `transaction`, so a file lands whole or not at all.
 */
export interface CatalogueStore {
  /** Runs `work` in one transaction: all it writes lands if it resolves, nothing if it throws. */
  transaction<T>(work: (unit: CatalogueUnitOfWork) => Promise<T>): Promise<T>;
}

export interface CatalogueUnitOfWork {
  /**
   * Takes the company's turn against its bookings (docs/adr/0085): waits for the creates under way
   * to commit, and keeps new ones waiting until the transaction ends, when they see what it wrote.
   * Asked first, before anything is read, by what may strand bookings (an application): the
   * bookings `futureBookings` answers afterwards are then all there are, and none is made meanwhile
   * on what `write` retires. Nothing to wait for when no company has the slug.
   */
  holdBookings(company: string): Promise<void>;
  /**
   * The company's catalogue as it stands, in its canonical form (canonicalCatalogue), without what
   * is retired; null when no company has the slug. Holds the company until the transaction ends,
   * so two applications of one company's file run one after the other.
   */
  current(company: string): Promise<Catalogue | null>;
  /**
   * Which of `tokens` a promotion of another company holds (retired or not): a landing link's
   * token names one promotion across every company.
   */
  promotionTokensHeldElsewhere(company: string, tokens: readonly string[]): Promise<ReadonlySet<string>>;
  /** The company's confirmed bookings that start at or after `from`, by the catalogue's keys. */
  futureBookings(company: string, from: Instant): Promise<readonly FutureBooking[]>;
  /**
   * Makes the stored catalogue say `next`, as `plan` (planCatalogue of what `current` answered and
   * `next`) lists: creates what is new, updates what changed, retires (hides, keeping its history)
   * what `next` no longer has, and brings back a retired entity `next` names again.
   */
  write(next: Catalogue, plan: CataloguePlan): Promise<void>;
  /** Cancels bookings at `at` the way staff cancel them, owing their clients the usual mails. */
  cancel(bookings: readonly FutureBooking[], at: Instant): Promise<void>;
}
