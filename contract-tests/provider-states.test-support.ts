import { parseBookingReference, type BookingReference } from '#domain/booking/booking-reference';
import { cryptoTokenGenerator } from '#adapters/crypto-tokens';
import { listLocationBookings } from '#application/booking/list-location-bookings';
import { cancelBookings } from '#application/booking/change-bookings';
import { getLocationAgenda } from '#application/booking/get-location-agenda';
import type { Agendas } from '#application/ports/server/agenda';
import type { Payments } from '#application/ports/server/payments';
import type { Bookings } from '#application/ports/server/bookings';
import type { Catalogue } from '#application/ports/server/catalogue';
import type { GiftCardProducts } from '#application/ports/server/gift-card-products';
import type { GiftCardPurchasePorts } from '#application/ports/server/gift-card-purchases';
import type { Transactions } from '#application/ports/server/transactions';
import { onlinePayment } from '#domain/payment/online-payment';
import type { Clients } from '#application/ports/server/clients';
import type { CompanyDirectory } from '#application/ports/server/company-directory';
import type { Reviews } from '#application/ports/server/reviews';
import type { StaffKeyVerifier } from '#application/ports/server/staff-key-verifier';
import type { CompanySlugs } from '#application/ports/server/company-slugs';
import type { CompanyStaffKeys } from '#application/ports/server/company-staff-keys';
import { randomBytes } from 'node:crypto';
import type { Clock } from '#application/ports/shared/clock';
import type { HumanCheck } from '#application/ports/server/human-check';
import type { MaintenancePlans } from '#application/ports/server/maintenance-plans';
import type { VehicleVisits } from '#application/ports/server/vehicle-visits';
import type { AccountTransactions } from '#application/account/account-writes';
import { planFor } from '#domain/workshop/maintenance-plan';
import type { VehicleRegister } from '#application/ports/server/vehicle-register';
import { findVehicleMaintenance } from '#application/booking/find-vehicle-maintenance';
import type { PasswordHasher } from '#application/ports/server/password-hasher';
import type { Users } from '#application/ports/server/users';
import type { Sessions } from '#application/ports/server/sessions';
import { openSession } from '#application/account/sign-in';
import { instantAt, localDateAt, timeZone, type TimeZone } from '#domain/availability/time-zone';
import { weekdayIntervals, type WeeklySchedule } from '#domain/availability/working-hours';
import type { ClockTime } from '#domain/calendar/clock-time';
import { addMinutes, type Instant } from '#domain/calendar/instant';
import { addDays, isoWeekday, type LocalDate } from '#domain/calendar/local-date';
import { registeredPlate } from '#domain/workshop/vehicle';
import { isReviewable } from '#domain/review/review-invitation';
import { clientCompanyCheck, comparableIdentifier } from '#domain/client/identifier-match';
import { IDENTIFIER_TYPE, type ExistingClientCheck, type IdentifierType } from '#domain/client/identification';
import type { ProviderId, ServiceId } from '#domain/catalog/service';
import { STATES } from './booking-api-interactions.test-support';
import { accountLinkExpiresAt, type AccountLinkPurpose } from '#domain/account/account-link';
import type { GoogleStandIn } from './google-stand-in.test-support';
import { admitRequest } from '#application/abuse/admit-request';
import type { RateLimiter } from '#application/ports/server/rate-limiter';
import { DEFAULT_RATE_LIMITS } from '#adapters/http-server/server-config';
import { DEMO_BOOKING } from '#adapters/persistence/demo/demo-bookings';
import {
  bookingId as bookingIdOf,
  companyId as companyIdOf,
  locationId as locationIdOf,
} from '#domain/shared/ids.test-support';
import type { CompanyId, LocationId } from '#domain/storefront/company';
import type { GiftCardPorts, GiftCards } from '#application/ports/server/gift-cards';
import { spendGiftCard } from '#application/gift-card/spend-gift-card';
import { parseGiftCardCode } from '#domain/gift-card/gift-card-code';
import { paymentCurrency } from '#domain/payment/payment-currency';
import type { Consents } from '#application/ports/server/consents';
import type { ConsentDocuments } from '#application/ports/server/consent-documents';
import { signConsent } from '#application/consent/consents';

// Test support: the reference server's provider states (ADR 0024). Each handler makes its
// sentence true through the application's ports — checking data the demo already holds, or
// creating it through a port or use case — and never by writing tables. A handler that finds
// its sentence false throws, so the verification names the state instead of a confusing body
// mismatch.

/** The ports the handlers read and write through: the same ones the server's use cases run over. */
export interface ProviderStatePorts {
  readonly companyDirectory: CompanyDirectory;
  readonly staffKeys: StaffKeyVerifier;
  readonly companySlugs: CompanySlugs;
  readonly companyStaffKeys: CompanyStaffKeys;
  readonly catalogue: Catalogue;
  readonly giftCardProducts: GiftCardProducts;
  readonly giftCardPurchases: Transactions<GiftCardPurchasePorts>;
  readonly reviews: Reviews;
  readonly bookings: Bookings;
  /** Locations' agendas, for the day at a glance (issue 35). */
  readonly agendas: Agendas;
  readonly vehicleRegister: VehicleRegister;
  readonly maintenancePlans: MaintenancePlans;
  readonly vehicleVisits: VehicleVisits;
  readonly accountWrites: AccountTransactions;
  readonly clock: Clock;
  readonly users: Users;
  readonly passwordHasher: PasswordHasher;
  readonly humanCheck: HumanCheck;
  readonly clients: Clients;
  /** Google as the verification meets it (google-stand-in.test-support.ts). */
  readonly google: GoogleStandIn;
  readonly sessions: Sessions;
  readonly rateLimiter: RateLimiter;
  readonly payments: Payments;
  readonly giftCards: GiftCards;
  readonly giftCardLedgers: Transactions<GiftCardPorts>;
  readonly consents: Consents;
  readonly consentDocuments: ConsentDocuments;
}

/** Makes a provider state true, answering the values the interaction's request takes from it (`fromProviderState`). */
export type StateHandler = (params?: unknown) => Promise<Record<string, string | number> | undefined>;
export type StateHandlers = Readonly<Record<string, StateHandler>>;

type Params = Readonly<Record<string, unknown>> | undefined;

function numberParam(params: Params, name: string): number {
  const value = params?.[name];
  if (typeof value !== 'number' || !Number.isInteger(value))
    throw new Error(`The provider state needs an integer ${name}, got ${JSON.stringify(value)}`);
  return value;
}

function locationIdParam(params: Params): LocationId {
  return locationIdOf(numberParam(params, 'location_id'));
}

function companyIdParam(params: Params): CompanyId {
  return companyIdOf(numberParam(params, 'company_id'));
}

function textParam(params: Params, name: string): string {
  const value = params?.[name];
  if (typeof value !== 'string')
    throw new Error(`The provider state needs a text ${name}, got ${JSON.stringify(value)}`);
  return value;
}

/** An instant as the wire writes it (RFC 3339, UTC: requests may use any offset). */
function wire(instant: Instant): string {
  return new Date(instant).toISOString().replace('.000Z', 'Z');
}

/** The week has hours on some day. */
function worksSomeDay(weekly: WeeklySchedule): boolean {
  return [1, 2, 3, 4, 5, 6, 7].some((weekday) => weekdayIntervals(weekly, weekday).length > 0);
}

function holds(condition: boolean, sentence: string, params: Params): void {
  if (!condition) throw new Error(`The provider state does not hold: ${sentence} ${JSON.stringify(params ?? {})}`);
}

/**
 * The state handlers for every sentence the committed pacts use. The handlers answer nothing to
 * inject: every interaction names its data in the state's parameters.
 */
export function providerStateHandlers(ports: ProviderStatePorts): StateHandlers {
  const {
    companyDirectory,
    staffKeys,
    catalogue,
    reviews,
    bookings,
    vehicleRegister,
    maintenancePlans,
    accountWrites,
    companySlugs,
    clock,
    users,
    passwordHasher,
    humanCheck,
    clients,
    google,
    sessions,
    rateLimiter,
    payments,
    giftCards,
  } = ports;

  /**
   * The client account with the email, signed up and never verified when made here (deleted by an
   * earlier verification on the same database, or never made: a fresh one).
   */
  async function signedUpClient(email: string) {
    if ((await users.userByEmail(email)) === undefined) {
      const passwordHash = await passwordHasher.hash(`${email}-password`);
      await accountWrites.inTransaction((writes) => writes.userAccounts.createSignedUpClient({ email, passwordHash }));
    }
    return users.userByEmail(email);
  }

  /** The card the code `params` name opens, a well-formed code's; undefined when none has it. */
  async function giftCardOf(p: Params) {
    const code = parseGiftCardCode(textParam(p, 'code'));
    if (code.isErr()) throw new Error(`The provider state's code is not well formed: ${textParam(p, 'code')}`);
    return { code: code.value, card: await giftCards.findByCode(code.value) };
  }

  /** The vehicle the register of the location's company holds under the plate `params` name. */
  /** The vehicle the company `params.slug` names has on record under `params.plate`. */
  async function companyVehicle(p: Params) {
    const company = await companySlugs.companyBySlug(textParam(p, 'slug'));
    if (company === undefined) throw new Error(`No company ${textParam(p, 'slug')}`);
    return vehicleRegister.vehicleByPlate(company.id, registeredPlate(textParam(p, 'plate')));
  }

  async function vehicleAt(p: Params) {
    const location = await companyDirectory.activeLocation(locationIdParam(p));
    if (location === undefined) throw new Error(`No open location ${String(locationIdParam(p))}`);
    return vehicleRegister.vehicleByPlate(location.companyId, registeredPlate(textParam(p, 'plate')));
  }

  /**
   * What the client-exclusive company of the open location `params` name knows of the client its
   * identifier names, read as check_client_company reads it; undefined when the company is not
   * client-exclusive by that kind of identifier (the id number when it names none).
   */
  async function clientKnownAt(p: Params): Promise<ExistingClientCheck | undefined> {
    const location = await companyDirectory.activeLocation(locationIdParam(p));
    if (location === undefined) throw new Error(`No open location ${String(locationIdParam(p))}`);
    const settings = await companyDirectory.bookingSettingsByWebAddress(location.companyWebAddress);
    const type = numberParam(p, 'identifier_type') as IdentifierType;
    if (
      settings === undefined ||
      !settings.clientExclusive ||
      (settings.clientExclusiveBy ?? IDENTIFIER_TYPE.id) !== type
    )
      return undefined;
    return clientCompanyCheck(
      await clients.clientsIdentifiedBy(
        location.companyId,
        type,
        comparableIdentifier(type, textParam(p, 'identifier')),
      ),
    );
  }

  /** The first day from two days ahead on which the location opens and nothing is booked yet: every state that books gets a day of its own. */
  async function freeDayAt(
    locationId: LocationId,
  ): Promise<{ readonly zone: TimeZone; readonly companyId: CompanyId; readonly date: LocalDate }> {
    const location = await companyDirectory.activeLocation(locationId);
    if (location === undefined) throw new Error(`No open location ${String(locationId)}`);
    const zone = timeZone(location.timeZone);
    if (zone.isErr()) throw new Error(`Location ${String(locationId)} has an unknown zone`);
    const today = localDateAt(zone.value, clock.now());
    for (let ahead = 2; ahead < 120; ahead += 1) {
      const date = addDays(today, ahead);
      if (weekdayIntervals(location.openingHours, isoWeekday(date)).length === 0) continue;
      const booked = await bookings.startingBetween(
        locationId,
        instantAt(zone.value, date, 0),
        instantAt(zone.value, addDays(date, 1), 0),
      );
      if (booked.length === 0) return { zone: zone.value, companyId: location.companyId, date };
    }
    throw new Error(`Location ${String(locationId)} has no free day in the next 120`);
  }

  /** The hour `params` name on a free day: its start and end. */
  async function freeHourAt(p: Params) {
    const free = await freeDayAt(locationIdParam(p));
    const startsAt = instantAt(free.zone, free.date, textParam(p, 'hour') as ClockTime);
    return { ...free, startsAt, endsAt: addMinutes(startsAt, numberParam(p, 'minutes')) };
  }

  /** Books the hour `params` name through the Bookings port, as another client would. */
  async function book(
    p: Params,
    startsAt: Instant,
    endsAt: Instant,
    companyId: CompanyId,
    confirmationCode: string,
    userId: number | null = null,
    reference: BookingReference = cryptoTokenGenerator.bookingReference(),
  ) {
    const created = await bookings.create({
      locationId: locationIdParam(p),
      companyId,
      userId,
      client: {
        identificationNumber: null,
        email: 'contract-state@correo.example',
        phone: '+5491100000000',
        firstName: 'Contract',
        lastName: 'State',
        secondPhone: null,
        address: null,
        birthDate: null,
        age: null,
        recordNumber: null,
        gender: 0,
        city: null,
        district: null,
        customAttributes: {},
      },
      recognisedClientId: null,
      trxId: `TRX-CONTRACT-${confirmationCode}`,
      accessToken: `contract-access-${confirmationCode}`,
      reference,
      notes: '',
      creativeSource: null,
      rwgToken: null,
      language: null,
      bookings: [
        {
          serviceId: numberParam(p, 'service_id') as ServiceId,
          providerId: numberParam(p, 'provider_id') as ProviderId,
          bundleId: null,
          sessionNumber: null,
          classCapacity: null,
          start: startsAt,
          end: endsAt,
          status: 'confirmed',
          price: null,
          paymentMembershipId: null,
          recordHistory: null,
          vehicle: null,
          confirmationCode,
        },
      ],
      idempotencyKey: null,
      payment: null,
      giftCard: null,
    });
    if (created.isErr()) throw new Error(`The provider state could not book: ${created.error._tag}`);
    return created.value;
  }

  const check = (sentence: string, holdsFor: (params: Params) => Promise<boolean>) => async (params: unknown) => {
    holds(await holdsFor(params as Params), sentence, params as Params);
    return undefined;
  };
  return {
    [STATES.freeDay]: async (params) => {
      const { date } = await freeDayAt(locationIdParam(params as Params));
      return { date, last_date: addDays(date, 2) };
    },
    [STATES.freeHour]: async (params) => {
      const { startsAt, endsAt } = await freeHourAt(params as Params);
      return { start: wire(startsAt), end: wire(endsAt) };
    },
    [STATES.takenHour]: async (params) => {
      const p = params as Params;
      const { startsAt, endsAt, companyId } = await freeHourAt(p);
      await book(p, startsAt, endsAt, companyId, `contract-taken-${String(startsAt)}`);
      return { start: wire(startsAt), end: wire(endsAt) };
    },
    [STATES.confirmedBooking]: async (params) => {
      const p = params as Params;
      const code = textParam(p, 'confirmation_code');
      // Verified again on the same database, the booking is already there.
      const existing = await bookings.byConfirmationCode(code);
      const booked = existing?.group.bookings.find((each) => each.id === existing.bookingId);
      if (booked !== undefined) {
        holds(booked.status === 'confirmed', STATES.confirmedBooking, p);
        return {
          booking_id: booked.id,
          later_start: wire(addMinutes(booked.start, 60)),
          later_end: wire(addMinutes(booked.end, 60)),
        };
      }
      const { startsAt, endsAt, companyId } = await freeHourAt(p);
      const created = await book(p, startsAt, endsAt, companyId, code);
      return {
        booking_id: created.bookingId,
        later_start: wire(addMinutes(startsAt, 60)),
        later_end: wire(addMinutes(endsAt, 60)),
      };
    },
    [STATES.cancelledBooking]: async (params) => {
      const p = params as Params;
      const code = textParam(p, 'confirmation_code');
      const existing = await bookings.byConfirmationCode(code);
      if (existing === undefined) {
        const { startsAt, endsAt, companyId } = await freeHourAt(p);
        await book(p, startsAt, endsAt, companyId, code);
      }
      // Cancelled as a client's first cancel does it: the use case the server runs.
      const cancelled = await cancelBookings({ bookings, clock })({ confirmationCode: code, all: false });
      const [booking] = cancelled._unsafeUnwrap().bookings;
      if (booking?.status !== 'cancelled')
        throw new Error(`Provider state "${STATES.cancelledBooking}" could not be made.`);
      return { booking_id: booking.id };
    },
    [STATES.bookingUnderReference]: async (params) => {
      const p = params as Params;
      const reference = parseBookingReference(textParam(p, 'reference'))._unsafeUnwrap();
      const company = await companySlugs.companyBySlug(textParam(p, 'slug'));
      holds(company !== undefined, STATES.bookingUnderReference, p);
      // Verified again on the same database, the group is already there under the reference.
      if (company === undefined || (await bookings.byReference(company.id, reference)) !== undefined) return undefined;
      const { startsAt, endsAt } = await freeHourAt(p);
      await book(p, startsAt, endsAt, company.id, `contract-reference-${reference}`, null, reference);
      return undefined;
    },
    [STATES.bookedSignedIn]: async (params) => {
      const p = params as Params;
      const code = textParam(p, 'confirmation_code');
      const email = textParam(p, 'email');
      // Signed up and never verified: the client's own account, made here on its first verification.
      const found = await signedUpClient(email);
      holds(found !== undefined, STATES.bookedSignedIn, p);
      // Verified again on the same database, the booking is already there.
      if (found === undefined || (await bookings.byConfirmationCode(code)) !== undefined) return undefined;
      const { startsAt, endsAt, companyId } = await freeHourAt(p);
      await book(p, startsAt, endsAt, companyId, code, found.user.id);
      return undefined;
    },
    [STATES.unusedAccountLink]: async (params) => {
      const p = params as Params;
      const email = textParam(p, 'email');
      const purpose = textParam(p, 'purpose') as AccountLinkPurpose;
      const found = await signedUpClient(email);
      holds(found !== undefined, STATES.unusedAccountLink, p);
      if (found === undefined) return undefined;
      // A new address of its own on every verification, so that none is taken by an earlier one.
      const newEmail = purpose === 'change_email' ? `cambio.${randomBytes(6).toString('hex')}@correo.example` : null;
      const secret = randomBytes(24).toString('base64url');
      const issuedAt = clock.now();
      await accountWrites.inTransaction((writes) =>
        writes.accountLinks.issue({
          purpose,
          userId: found.user.id,
          newEmail,
          secret,
          issuedAt,
          expiresAt: accountLinkExpiresAt(purpose, issuedAt),
        }),
      );
      return { secret };
    },
    [STATES.clientAccount]: async (params) => {
      const p = params as Params;
      const email = textParam(p, 'email');
      const found = await signedUpClient(email);
      holds(found !== undefined && found.user.companyId === null, STATES.clientAccount, p);
      return undefined;
    },
    [STATES.vehicleOnRecord]: async (params) => {
      const p = params as Params;
      const vehicle = await vehicleAt(p);
      holds(vehicle !== undefined, STATES.vehicleOnRecord, p);
      // A booking's mileage must exceed the register's, which rises with every booking verified on this database.
      return vehicle === undefined
        ? undefined
        : { previous_mileage: vehicle.lastMileage, current_mileage: vehicle.lastMileage + 1000 };
    },
    [STATES.vehicleDueByMileage]: check(STATES.vehicleDueByMileage, async (p) => {
      const found = await findVehicleMaintenance(ports)({
        locationId: locationIdParam(p),
        plate: textParam(p, 'plate'),
      });
      const due = found.isOk() ? found.value.due : null;
      return (
        due !== null &&
        due.reason === 'mileage' &&
        due.dueMileage !== null &&
        due.dueDate !== null &&
        due.estimatedMileageDate !== null
      );
    }),
    // Signs in for the email through the abuse limits' use case, with the server's default limits,
    // until it is refused: the next sign-in for that email, from any address, is 429.
    [STATES.signInsUsedUp]: async (params) => {
      const p = params as Params;
      const admit = admitRequest({ rateLimiter, clock }, DEFAULT_RATE_LIMITS);
      const attempt = { calls: 'signIn' as const, address: null, clientIdentifier: textParam(p, 'email') };
      let refused = false;
      for (let tries = 0; tries < 1000 && !refused; tries += 1) refused = (await admit(attempt)).isErr();
      holds(refused, STATES.signInsUsedUp, p);
      return undefined;
    },
    [STATES.passwordUser]: check(STATES.passwordUser, async (p) => {
      const found = await users.userByEmail(textParam(p, 'email'));
      if (found === undefined || !(await passwordHasher.verify(textParam(p, 'password'), found.passwordHash)))
        return false;
      const { user } = found;
      return (
        user.roleId === 2 &&
        user.companyId !== null &&
        user.phone !== null &&
        [
          user.secondPhone,
          user.identificationNumber,
          user.address,
          user.birthDate,
          user.city,
          user.district,
          user.gender,
        ].every((value) => value === null)
      );
    }),
    [STATES.googleVouches]: check(STATES.googleVouches, async (p) => {
      const found = await users.userByEmail(textParam(p, 'email'));
      if (found === undefined) return false;
      const { user } = found;
      google.vouch(textParam(p, 'token'), {
        subject: `google-account-of-${String(user.id)}`,
        email: user.email,
        emailVerified: true,
        firstName: user.firstName,
        lastName: user.lastName,
      });
      return true;
    }),
    [STATES.googleRefuses]: check(
      STATES.googleRefuses,
      async (p) => (await google.verify('google', textParam(p, 'token'))).outcome === 'rejected',
    ),
    [STATES.companyOverview]: check(STATES.companyOverview, async (p) => {
      const company = await companyDirectory.companyByWebAddress(textParam(p, 'website'));
      const location = await companyDirectory.activeLocation(locationIdParam(p));
      return (
        company !== undefined &&
        company.email !== null &&
        company.phone !== null &&
        company.providerOnlinePayment === 'pago_facil' &&
        company.allowsOnlinePayment &&
        [
          company.logo,
          company.colorMinisite,
          company.facebookCustomTracker,
          company.googleCustomTracker,
          company.googleCustomTrackerDomain,
        ].every((value) => value === null) &&
        location?.companyId === company.id &&
        location.phone !== null
      );
    }),
    [STATES.companySocialNetworks]: check(STATES.companySocialNetworks, async (p) => {
      const networks = await companyDirectory.socialNetworksOf(companyIdParam(p));
      return networks.length > 0 && networks.some((network) => !/^https?:\/\//.test(network.webAddress));
    }),
    [STATES.companyAbroad]: check(STATES.companyAbroad, async (p) => {
      const company = await companyDirectory.companyByWebAddress(textParam(p, 'web_address'));
      if (company === undefined) return false;
      const countries = new Set(
        (await companyDirectory.activeLocationsOf(company.id)).map((location) => location.countryCode),
      );
      return countries.size > 1 && countries.has(company.countryCode);
    }),
    [STATES.noCompany]: check(
      STATES.noCompany,
      async (p) => (await companyDirectory.companyByWebAddress(textParam(p, 'website'))) === undefined,
    ),
    [STATES.catalogueCompany]: check(STATES.catalogueCompany, async (p) => {
      const company = await companyDirectory.companyByWebAddress(textParam(p, 'website'));
      return company !== undefined && (await companyDirectory.activeLocationsOf(company.id)).length > 0;
    }),
    [STATES.professional]: check(STATES.professional, async (p) => {
      const professional = await catalogue.professional(numberParam(p, 'provider_id'));
      return (
        professional !== undefined &&
        professional.image === null &&
        professional.biography.trim() !== '' &&
        worksSomeDay(professional.weeklyHours)
      );
    }),
    [STATES.noProfessional]: check(
      STATES.noProfessional,
      async (p) => (await catalogue.professional(numberParam(p, 'provider_id'))) === undefined,
    ),
    [STATES.personsToken]: check(
      STATES.personsToken,
      async (p) => (await humanCheck.verify(textParam(p, 'token')))._tag === 'Person',
    ),
    [STATES.clientMayBook]: check(STATES.clientMayBook, async (p) => {
      const known = await clientKnownAt(p);
      return known?.validId === true && known.canBook;
    }),
    [STATES.clientStopped]: check(STATES.clientStopped, async (p) => {
      const known = await clientKnownAt(p);
      return known?.validId === true && !known.canBook;
    }),
    [STATES.clientUnknown]: check(STATES.clientUnknown, async (p) => (await clientKnownAt(p))?.validId === false),
    // Issues the card through the gift cards' port (once: the verification may ask again), worth 25.000
    // in the location's currency there until the last day of 2099, and holds that it is the location's company's.
    [STATES.giftCardWithBalance]: async (params) => {
      const p = params as Params;
      const location = await companyDirectory.activeLocation(locationIdParam(p));
      holds(location !== undefined, STATES.giftCardWithBalance, p);
      if (location === undefined) return undefined;
      const { code, card } = await giftCardOf(p);
      if (card === undefined) {
        await giftCards.issue({
          code,
          companyId: location.companyId,
          productId: null,
          terms: {
            face: { minor: 2_500_000, currency: paymentCurrency(location.countryCode) ?? 'CLP' },
            expiresOn: '2099-12-31' as LocalDate,
            honouredAt: [location.id],
          },
        });
      } else holds(card.companyId === location.companyId, STATES.giftCardWithBalance, p);
      return undefined;
    },
    [STATES.noGiftCard]: check(STATES.noGiftCard, async (p) => (await giftCardOf(p)).card === undefined),
    [STATES.noVehicleOnRecord]: check(STATES.noVehicleOnRecord, async (p) => (await vehicleAt(p)) === undefined),
    [STATES.companyVehicleOnRecord]: check(STATES.companyVehicleOnRecord, async (p) => {
      const vehicle = await companyVehicle(p);
      const company = await companySlugs.companyBySlug(textParam(p, 'slug'));
      return (
        vehicle !== undefined &&
        company !== undefined &&
        planFor(await maintenancePlans.ofCompany(company.id), vehicle) !== undefined
      );
    }),
    [STATES.noCompanyVehicleOnRecord]: check(
      STATES.noCompanyVehicleOnRecord,
      async (p) => (await companyVehicle(p)) === undefined,
    ),
    [STATES.landingLinkPromotion]: check(STATES.landingLinkPromotion, async (p) => {
      const location = await companyDirectory.activeLocation(locationIdParam(p));
      const promotion = await catalogue.promotionByToken(textParam(p, 'token'));
      return (
        location !== undefined &&
        promotion?.companyId === location.companyId &&
        promotion.prices.some((price) => price.serviceId === numberParam(p, 'service_id'))
      );
    }),
    [STATES.companySettings]: check(STATES.companySettings, async (p) => {
      const settings = await companyDirectory.bookingSettingsByWebAddress(textParam(p, 'website'));
      return (
        settings !== undefined &&
        !settings.clientExclusive &&
        settings.clientExclusiveBy === null &&
        !settings.policyTermActive &&
        settings.policyTerm === null &&
        settings.importantNote === ''
      );
    }),
    [STATES.locationServices]: check(STATES.locationServices, async (p) => {
      const { services } = await catalogue.catalogueOf(locationIdParam(p));
      return services.length > 0;
    }),
    [STATES.locationSellingGiftCardsOnline]: check(STATES.locationSellingGiftCardsOnline, async (p) => {
      const location = await ports.companyDirectory.activeLocation(locationIdParam(p));
      if (location === undefined) return false;
      const [company, settings, products] = await Promise.all([
        ports.companyDirectory.companyById(location.companyId),
        ports.companyDirectory.bookingSettingsByWebAddress(location.companyWebAddress),
        ports.giftCardProducts.honouredAt(location.id),
      ]);
      const active = company === undefined ? undefined : onlinePayment(company);
      const product = products.find((each) => each.id === numberParam(p, 'gift_card_product_id'));
      return (
        active?._tag === 'OnlinePaymentActive' &&
        active.provider === 'dlocal' &&
        settings !== undefined &&
        !settings.bookingClientAttributes.some(
          (attribute) => attribute.clientData === 'identificationNumber' && attribute.required,
        ) &&
        product?.worth._tag === 'ChosenAmount' &&
        product.worth.fixed.includes(40000)
      );
    }),
    [STATES.noGiftCardPurchase]: check(
      STATES.noGiftCardPurchase,
      async (p) =>
        (await ports.giftCardPurchases.inTransaction(({ purchases }) =>
          purchases.byAccessToken(textParam(p, 'access_token')),
        )) === undefined,
    ),
    [STATES.locationGiftCards]: check(STATES.locationGiftCards, async (p) => {
      const products = await ports.giftCardProducts.honouredAt(locationIdParam(p));
      return (
        products.length > 0 &&
        products.every(
          (product) =>
            product.worth._tag === 'ChosenAmount' &&
            product.worth.fixed.length > 0 &&
            product.worth.free === null &&
            product.terms !== '',
        )
      );
    }),
    [STATES.serviceProfessionals]: check(STATES.serviceProfessionals, async (p) => {
      const { services } = await catalogue.catalogueOf(locationIdParam(p));
      const offered = services.find((each) => each.service.id === numberParam(p, 'service_id'));
      return offered !== undefined;
    }),
    [STATES.locationReviews]: check(STATES.locationReviews, async (p) => {
      const [newest] = await reviews.reviewsOf(locationIdParam(p), 0, 1);
      return (
        newest !== undefined &&
        !newest.anonymous &&
        newest.comment !== null &&
        newest.reviewerName !== null &&
        newest.comments.length > 0
      );
    }),
    [STATES.noAccountLink]: check(
      STATES.noAccountLink,
      async (p) =>
        (await accountWrites.inTransaction((writes) => writes.accountLinks.linkOf(textParam(p, 'secret')))) ===
        undefined,
    ),
    [STATES.signedInSession]: async (params) => {
      const p = params as Params;
      const found = await users.userByEmail(textParam(p, 'email'));
      holds(found !== undefined, STATES.signedInSession, p);
      if (found === undefined) return undefined;
      const opened = await openSession({ sessions, clock }, found.user);
      return opened.isOk() ? { session_token: opened.value.sessionToken } : undefined;
    },
    [STATES.openReviewInvitation]: check(STATES.openReviewInvitation, async (p) => {
      const invitation = await reviews.invitationByCode(textParam(p, 'code'));
      return (
        invitation !== undefined &&
        isReviewable({ filledAt: invitation.review?.reviewDate ?? null, expiresAt: invitation.expiresAt }, clock.now())
      );
    }),
    [STATES.expiredReviewInvitation]: check(STATES.expiredReviewInvitation, async (p) => {
      const invitation = await reviews.invitationByCode(textParam(p, 'code'));
      return invitation !== undefined && invitation.review === null && invitation.expiresAt <= clock.now();
    }),
    [STATES.noReviewInvitation]: check(
      STATES.noReviewInvitation,
      async (p) => (await reviews.invitationByCode(textParam(p, 'code'))) === undefined,
    ),
    [STATES.bookingGroup]: check(STATES.bookingGroup, async (p) => {
      const group = await bookings.groupByAccessToken(
        bookingIdOf(numberParam(p, 'booking_id')),
        textParam(p, 'access_token'),
      );
      return (
        group !== undefined &&
        group.client.email !== null &&
        group.client.phone !== null &&
        group.location.email === null &&
        group.location.company.logo === null &&
        group.location.company.colorMinisite === null
      );
    }),
    [STATES.noCardPayment]: check(
      STATES.noCardPayment,
      async (p) => (await payments.byTokenData(textParam(p, 'token_data'), textParam(p, 'access_token'))) === undefined,
    ),
    [STATES.noBookingGroup]: check(
      STATES.noBookingGroup,
      async (p) =>
        (await bookings.groupByAccessToken(bookingIdOf(numberParam(p, 'booking_id')), textParam(p, 'access_token'))) ===
        undefined,
    ),
    [STATES.editableBooking]: check(STATES.editableBooking, async (p) => {
      const found = await bookings.byConfirmationCode(textParam(p, 'confirmation_code'));
      const booking = found?.group.bookings.find((each) => each.id === found.bookingId);
      return (
        booking !== undefined &&
        booking.status === 'confirmed' &&
        !booking.isClass &&
        found?.group.location.company.logo === null &&
        found.group.location.company.colorMinisite === null
      );
    }),
    [STATES.bookedDay]: check(STATES.bookedDay, async (p) => {
      const day = await listLocationBookings(ports)({
        apiKey: textParam(p, 'api_key'),
        locationId: locationIdParam(p),
        date: textParam(p, 'date') as LocalDate,
      });
      return day.isOk() && day.value.bookings.length > 0;
    }),
    [STATES.agendaDay]: check(STATES.agendaDay, async (p) => {
      const day = await getLocationAgenda(ports)({
        apiKey: textParam(p, 'api_key'),
        locationId: locationIdParam(p),
        date: textParam(p, 'date') as LocalDate,
      });
      const pieces = day.isOk() ? (day.value.professionals[0]?.pieces ?? []) : [];
      const kind = (piece: (typeof pieces)[number]) => (piece._tag === 'Free' ? 'free' : piece.taken._tag);
      return pieces.map(kind).join(' ') === 'free Booking Booking free';
    }),
    [STATES.companyWithLocations]: async (params) => {
      const p = params as Params;
      const locations = await companyDirectory.activeLocationsOf(companyIdParam(p));
      holds(
        locations.length > 0 &&
          locations.every(
            (location) =>
              location.phone !== null &&
              location.address !== null &&
              location.email === null &&
              location.banner !== null &&
              location.image === null,
          ),
        STATES.companyWithLocations,
        p,
      );
      return undefined;
    },
    [STATES.openLocation]: async (params) => {
      const p = params as Params;
      const location = await companyDirectory.activeLocation(locationIdParam(p));
      holds(
        location !== undefined &&
          location.phone !== null &&
          location.email !== null &&
          location.address !== null &&
          location.banner !== null &&
          location.image === null,
        STATES.openLocation,
        p,
      );
      return undefined;
    },
    [STATES.noOpenLocation]: async (params) => {
      const p = params as Params;
      holds((await companyDirectory.activeLocation(locationIdParam(p))) === undefined, STATES.noOpenLocation, p);
      return undefined;
    },
    [STATES.staffKey]: async (params) => {
      const p = params as Params;
      const key = await staffKeys.verify(textParam(p, 'api_key'));
      holds(key !== undefined && key.companyId === null, STATES.staffKey, p);
      return undefined;
    },
    [STATES.companyWithSlug]: check(
      STATES.companyWithSlug,
      async (p) => (await ports.companySlugs.companyBySlug(textParam(p, 'slug')))?.id === companyIdParam(p),
    ),
    [STATES.companyKey]: async (params) => {
      const p = params as Params;
      const company = await ports.companySlugs.companyBySlug(textParam(p, 'slug'));
      holds(company !== undefined, STATES.companyKey, p);
      if (company === undefined) return undefined;
      const label = textParam(p, 'label');
      // Issued through the port as support issues keys; the key itself is never needed again.
      await ports.companyStaffKeys.issue({ key: randomBytes(24).toString('base64url'), label, companyId: company.id });
      const keys = await ports.companyStaffKeys.keysOf(company.id);
      const issued = keys.filter((key) => key.label === label && key.revokedAt === null).at(-1);
      holds(issued !== undefined, STATES.companyKey, p);
      return issued === undefined ? undefined : { key_id: issued.id };
    },
    [STATES.giftCard]: async (params) => {
      const p = params as Params;
      const company = await ports.companySlugs.companyBySlug(textParam(p, 'slug'));
      const code = parseGiftCardCode(textParam(p, 'code'));
      holds(company !== undefined && code.isOk(), STATES.giftCard, p);
      if (company === undefined || code.isErr()) return undefined;
      // A card of the state's code, issued through the port, and spent through the use case; a
      // state made again (the verification's second run on its database) finds the card it made.
      const found = await ports.giftCards.findByCode(code.value);
      if (found !== undefined) return { gift_card_id: found.id };
      const [location] = (await ports.companyDirectory.activeLocationsOf(company.id)).map((each) => each.id);
      holds(location !== undefined, STATES.giftCard, p);
      if (location === undefined) return undefined;
      const face = { minor: numberParam(p, 'face') * 100, currency: 'CLP' };
      const issued = await ports.giftCards.issue({
        code: code.value,
        companyId: company.id,
        productId: null,
        terms: { face, expiresOn: '2099-12-31' as LocalDate, honouredAt: [location] },
      });
      holds(issued._tag === 'Issued', STATES.giftCard, p);
      if (issued._tag !== 'Issued') return undefined;
      const spent = await spendGiftCard({ giftCardLedgers: ports.giftCardLedgers })({
        code: code.value,
        // A booking the demo holds: a card's ledger names only bookings that exist (migration 0033).
        bookingId: DEMO_BOOKING.cutAndShave.cutId,
        due: { minor: numberParam(p, 'spent') * 100, currency: 'CLP' },
        locationId: location,
        today: '2026-12-01' as LocalDate,
      });
      holds(spent.isOk(), STATES.giftCard, p);
      return { gift_card_id: issued.id };
    },
    // A booking of the consent-asking service on the state's day (made once: the verification may
    // ask again on the same database), its consent signed by typing through the signing use case.
    [STATES.signedConsentDay]: async (params) => {
      const p = params as Params;
      const location = await companyDirectory.activeLocation(locationIdParam(p));
      holds(location !== undefined, STATES.signedConsentDay, p);
      if (location === undefined) return undefined;
      const zone = timeZone(location.timeZone);
      if (zone.isErr()) throw new Error(`Location ${String(location.id)} has an unknown zone`);
      const date = textParam(p, 'date') as LocalDate;
      const dayOf = () =>
        ports.consents.ofLocationBetween(
          location.id,
          instantAt(zone.value, date, 0),
          instantAt(zone.value, addDays(date, 1), 0),
        );
      if ((await dayOf()).length === 0) {
        const startsAt = instantAt(zone.value, date, textParam(p, 'hour') as ClockTime);
        const created = await book(
          p,
          startsAt,
          addMinutes(startsAt, numberParam(p, 'minutes')),
          location.companyId,
          `contract-consent-${date}`,
        );
        for (const link of await ports.consents.linksOf([created.bookingId])) {
          holds(link.code !== null, STATES.signedConsentDay, p);
          if (link.code === null) return undefined;
          const signed = await signConsent(
            { consents: ports.consents, documents: ports.consentDocuments, clock },
            link.code,
            {
              fullName: 'María José Pérez',
              idNumber: '12.345.678-5',
              signature: { kind: 'typed', text: 'María José Pérez' },
              agreed: true,
            },
          );
          holds(signed.isOk(), STATES.signedConsentDay, p);
        }
      }
      const day = await dayOf();
      const [first] = day;
      holds(first !== undefined && day.every((each) => each.state === 'signed'), STATES.signedConsentDay, p);
      return first === undefined ? undefined : { consent_id: first.id };
    },
    // An unsigned consent on the state's day: the first the day still has, or a new booking's, in
    // the next slot after the day's (each signature the verification sends uses one up).
    [STATES.unsignedConsent]: async (params) => {
      const p = params as Params;
      const location = await companyDirectory.activeLocation(locationIdParam(p));
      holds(location !== undefined, STATES.unsignedConsent, p);
      if (location === undefined) return undefined;
      const zone = timeZone(location.timeZone);
      if (zone.isErr()) throw new Error(`Location ${String(location.id)} has an unknown zone`);
      const date = textParam(p, 'date') as LocalDate;
      const day = await ports.consents.ofLocationBetween(
        location.id,
        instantAt(zone.value, date, 0),
        instantAt(zone.value, addDays(date, 1), 0),
      );
      let bookingId = day.find((each) => each.state === 'unsigned')?.bookingId;
      if (bookingId === undefined) {
        const slot = numberParam(p, 'minutes') * new Set(day.map((each) => each.bookingId)).size;
        const startsAt = addMinutes(instantAt(zone.value, date, textParam(p, 'hour') as ClockTime), slot);
        const created = await book(
          p,
          startsAt,
          addMinutes(startsAt, numberParam(p, 'minutes')),
          location.companyId,
          `contract-unsigned-consent-${date}-${String(day.length)}`,
        );
        bookingId = created.bookingId;
      }
      const [link] = await ports.consents.linksOf([bookingId]);
      holds(link?.code != null && link.state === 'unsigned', STATES.unsignedConsent, p);
      return link?.code == null ? undefined : { consent_code: link.code };
    },
    [STATES.noStaffKey]: async (params) => {
      const p = params as Params;
      holds((await staffKeys.verify(textParam(p, 'api_key'))) === undefined, STATES.noStaffKey, p);
      return undefined;
    },
  };
}
