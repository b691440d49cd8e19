import type { AvailabilityQueries } from '#application/ports/client/availability-queries';
import type { BookingChanges } from '#application/ports/client/booking-changes';
import type { BookingRequests } from '#application/ports/client/booking-requests';
import type { BookingSummaries } from '#application/ports/client/booking-summaries';
import type { CompanyProfiles } from '#application/ports/client/company-profiles';
import type { LocationAgendas } from '#application/ports/client/location-agendas';
import type { LocationBookings } from '#application/ports/client/location-bookings';
import type { LocationConsents } from '#application/ports/client/location-consents';
import type { LocationDirectory } from '#application/ports/client/location-directory';
import type { OfferedServices } from '#application/ports/client/offered-services';
import type { ProfessionalDirectory } from '#application/ports/client/professional-directory';
import type { PublishedReviews } from '#application/ports/client/published-reviews';
import type { StaffApiKeys } from '#application/ports/client/staff-api-keys';
import type { CompanyGiftCards } from '#application/ports/client/company-gift-cards';
import type { CompanyVehicles } from '#application/ports/client/company-vehicles';
import type { VehicleRecords } from '#application/ports/client/vehicle-records';
import type { CatalogueFiles } from '#application/ports/client/catalogue-files';
import type { Clock } from '#application/ports/shared/clock';
import type { IdempotencyKeys } from '#application/ports/client/idempotency-keys';
import type { Pause } from '#application/ports/client/pause';
import type { Locale } from './cli-messages';
import type { DescribeFieldError, Writer } from './cli-output';
import type { ConfigFile } from './config-file';
import type { WriteOutputFile } from './output-file';
import type { ProgressBars } from './progress-bar';
import type { ReadSecret } from './secret-input';

// What the command tree is given by its composition root (cli/main.ts) or by a test.

/** Where the API is and how to speak to it, from the global options, the environment and the profile. */
export interface ApiConnection {
  readonly baseUrl: string;
  readonly apiKey: string | null;
  readonly locale: Locale;
}

/** The Booking API's ports the commands call, answered by one client (docs/adr/0055). */
export type CliBookingApi = AvailabilityQueries &
  CatalogueFiles &
  BookingChanges &
  BookingRequests &
  BookingSummaries &
  CompanyProfiles &
  LocationAgendas &
  LocationBookings &
  LocationConsents &
  LocationDirectory &
  OfferedServices &
  ProfessionalDirectory &
  PublishedReviews &
  StaffApiKeys &
  CompanyGiftCards &
  CompanyVehicles &
  VehicleRecords;

/** A catalogue file read (YAML or JSON) as plain data, or each line of what is wrong with it, already worded. */
export type CatalogueFileRead =
  | { readonly _tag: 'Read'; readonly document: unknown }
  | { readonly _tag: 'Unreadable'; readonly problems: readonly string[] };

export interface CliDeps {
  /** Checks a catalogue file's text (YAML, of which JSON is a part), each problem worded with its line (docs/adr/0077). */
  readonly checkCatalogueText: (text: string, locale: Locale) => CatalogueFileRead;
  /** A catalogue document as the YAML file the same check reads back (`reserva catalogue export`). */
  readonly writeCatalogueYaml: (document: unknown) => string;
  /** The Booking API for a connection: the HTTP client adapter in the binary, the same over an in-process server in tests. */
  readonly bookingApi: (connection: ApiConnection) => CliBookingApi;
  readonly idempotencyKeys: IdempotencyKeys;
  readonly clock: Clock;
  readonly pause: Pause;
  readonly stdout: Writer;
  readonly stderr: Writer;
  /** RESERVA_API_URL, RESERVA_API_KEY, RESERVA_PROFILE. */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** The per-user config file with the profiles (config-file.ts). */
  readonly configFile: ConfigFile;
  /** Reads the api-key `config set api-key` stores: typed unseen on a terminal, else piped. */
  readonly readSecret: ReadSecret;
  /** What `--version` prints: the package's version. */
  readonly version: string;
  /** stdout is a terminal: imports show a progress bar instead of plain lines. */
  readonly isTTY: boolean;
  /** The terminal's width when stdout is one that says; undefined otherwise (`reserva agenda` then uses 80). */
  readonly columns?: number | undefined;
  readonly progressBars: ProgressBars;
  readonly readFile: (path: string) => Promise<string>;
  /** Writes bytes a command was asked to save (`consents show --pdf FILE`), refusing an existing file unless told to overwrite. */
  readonly writeOutputFile: WriteOutputFile;
  readonly describeFieldError: DescribeFieldError;
}
