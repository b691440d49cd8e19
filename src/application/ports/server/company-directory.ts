import type { WeeklySchedule } from '#domain/availability/working-hours';
import type { BookingClientAttribute } from '#domain/client/client-form';
import type { CustomAttribute } from '#domain/client/custom-attribute';
import type { IdentifierType } from '#domain/client/identification';
import type { CurrencyFormat } from '#domain/money/currency-format';
import type { CompanyId, LocationId } from '#domain/storefront/company';
import type { CompanyApps } from '#domain/storefront/contact-apps';

/** Whether clients choose the professional: 0 they can, 1 they must, 2 they cannot (booking-wizard §3). */
export type ShowProviders = 0 | 1 | 2;

/** A company behind a storefront, as its overview shows it (storefront §3 Company overview). */
export interface Company {
  readonly id: CompanyId;
  readonly name: string;
  /** What the company says about itself (storefront §1); null when it has written none. */
  readonly description: string | null;
  /** The storefront's name in its address; unique. */
  readonly webAddress: string;
  /** Where the company is based: lower-case ISO 3166-1 alpha-2. */
  readonly countryCode: string;
  readonly currency: CurrencyFormat;
  readonly isActive: boolean;
  readonly minisiteIsActive: boolean;
  readonly minisiteV2Active: boolean;
  readonly customMinisite: boolean;
  /** The storefront's accent colour (#rrggbb); null for the default. */
  readonly colorMinisite: string | null;
  readonly logo: string | null;
  readonly email: string | null;
  readonly phone: string | null;
  readonly isSolo: boolean;
  readonly isPlanSolo: boolean;
  readonly allowsOnlinePayment: boolean;
  readonly onlinePaymentCapable: boolean;
  /** The payment provider as the company records it; the storefront supports only some. */
  readonly providerOnlinePayment: string | null;
  readonly facebookCustomTracker: string | null;
  readonly googleCustomTracker: string | null;
  readonly googleCustomTrackerDomain: string | null;
  /** Reviews are read from the reviews service, with replies. */
  readonly reviewsV2: boolean;
  /** The company's own apps, which the location page's app-download banner links to (docs/adr/0131). */
  readonly apps: CompanyApps;
}

/** What shapes the booking wizard for a company (booking-wizard §3 companyBookingInfo), as recorded. */
export interface CompanyBookingSettings {
  readonly showProviders: ShowProviders;
  readonly clientExclusive: boolean;
  /** The vehicle-workshop ("Salfa") variant: bookings carry a vehicle and its mileage (booking-wizard §1, §5). */
  readonly workshopVariant: boolean;
  /** How a client-exclusive company's clients identify themselves, as recorded (possibly set on a company that is not client-exclusive). */
  readonly clientExclusiveBy: IdentifierType | null;
  readonly policyTermActive: boolean;
  /** The terms' address. */
  readonly policyTerm: string | null;
  /** The company's important note, which starts every booking's notes; empty for none. */
  readonly importantNote: string;
  /** How many months ahead clients may book. */
  readonly afterBookingMonths: number;
  /** The company sells memberships or plans. */
  readonly activeMemberships: boolean;
  /**
   * Its clients' plans and memberships pay only a booking made signed in by their owner
   * (plan-owner.ts; docs/adr/0124); false: whoever it recognises by its identifier (docs/adr/0048).
   */
  readonly plansForSignedInOwner: boolean;
  readonly customAttributes: readonly CustomAttribute[];
  readonly showNotes: boolean;
  readonly bookingClientAttributes: readonly BookingClientAttribute[];
}

/** A location (branch) of a company (storefront §3 Location). */
export interface Location {
  readonly id: LocationId;
  readonly companyId: CompanyId;
  /** The company's name, which the location page shows. */
  readonly companyName: string;
  /** The company's web address, through which a page that knows only the location reads its company. */
  readonly companyWebAddress: string;
  readonly name: string;
  /** Null when the location has no street address (a video-only business). */
  readonly address: string | null;
  readonly phone: string | null;
  readonly email: string | null;
  /** The number clients write to on WhatsApp, country code first; null when it has none (docs/adr/0131). */
  readonly whatsapp: string | null;
  readonly banner: string | null;
  readonly image: string | null;
  /** Where the location is: lower-case ISO 3166-1 alpha-2, its company's unless it says otherwise. */
  readonly countryCode: string;
  /** The IANA zone its days and hours are read in. */
  readonly timeZone: string;
  /** When it opens, in its wall-clock time. */
  readonly openingHours: WeeklySchedule;
}

/** One of a company's social links (storefront §3 Social network). */
export interface SocialNetworkLink {
  readonly id: number;
  /** instagram, facebook, 'web alternativa', … */
  readonly name: string;
  /** As recorded; possibly blank. */
  readonly webAddress: string;
}

/**
 * The companies with a storefront, their booking settings, locations and social links. Reads only;
 * what does not exist is undefined, and a failing store throws.
 */
export interface CompanyDirectory {
  companyByWebAddress(webAddress: string): Promise<Company | undefined>;
  companyById(companyId: CompanyId): Promise<Company | undefined>;
  bookingSettingsByWebAddress(webAddress: string): Promise<CompanyBookingSettings | undefined>;
  /** The company's active locations, in the company's order. */
  activeLocationsOf(companyId: CompanyId): Promise<readonly Location[]>;
  /** An active location; undefined for an unknown or closed one. */
  activeLocation(locationId: LocationId): Promise<Location | undefined>;
  /** The company's social links in its order, blank ones included. */
  socialNetworksOf(companyId: CompanyId): Promise<readonly SocialNetworkLink[]>;
}
