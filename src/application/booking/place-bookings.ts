import { err, ok, ResultAsync, type Result } from 'neverthrow';
import type { Booking } from '#domain/availability/agenda';
import { agendaPlacer, type PlacementRefusal } from '#domain/availability/place-in-agenda';
import { heldList } from '#domain/availability/held-bookings';
import { timeZone, wallClockAt, type TimeZone } from '#domain/availability/time-zone';
import type { Instant } from '#domain/calendar/instant';
import { addDays, type LocalDate } from '#domain/calendar/local-date';
import type { BundleMember, ProviderId, Service, ServiceId } from '#domain/catalog/service';
import { validateClientForm, type ClientFormValues } from '#domain/client/client-form';
import type { Vehicle } from '#domain/workshop/vehicle';
import { bookedSelection, selectionModeOf } from '#domain/reservation/cart';
import {
  bookingRequestInvalid,
  bookingSelectionRefused,
  type BookingRequestInvalid,
  type BookingSelectionRefused,
  type RefusedField,
} from './booking-errors';
import { loadLocationAgenda, scheduledClasses, type LoadedAgenda } from '../availability/location-agenda';
import { companyNotFound, found, type CompanyNotFound } from '../shared/not-found';
import type { Agendas } from '../ports/server/agenda';
import type { ClientToFile } from '../ports/server/bookings';
import type { Catalogue, OfferedService } from '../ports/server/catalogue';
import type { Clock } from '../ports/shared/clock';
import type { Company, CompanyBookingSettings, CompanyDirectory, Location } from '../ports/server/company-directory';
import type { LocationId } from '#domain/storefront/company';
import type { BookingAccount } from '#domain/account/my-bookings';

// The first step of check_bookings and POST /bookings (booking-wizard §4 Submission, §5, §7):
// read the submission against the company's rules and the location's agenda. Every item's service
// must be offered, its end must be its start plus the service's duration, and its hour must still
// be bookable — inside working hours, after the minimum notice, within afterBooking, free — with
// "first provider available" (0) turned into a real professional (docs/adr/0013). Items are placed
// in order, each taking its professional's time before the next is placed, so a reservation never
// collides with itself; classes take a seat of the class held at that hour (place-in-agenda.ts).

/** One item of a submission, decoded (booking-wizard §3 Booking request item). */
export interface SubmittedItem {
  readonly serviceId: number;
  readonly bundled: boolean;
  readonly bundleId: number | null;
  readonly start: Instant;
  readonly end: Instant;
  /** 0 for "first provider available". */
  readonly providerId: number;
  readonly paymentMembershipId: number | null;
  /** The price the client was shown for it; null when none was (docs/adr/0022). */
  readonly price: number | null;
  /** The workshop variant's record, kept as sent; null elsewhere. */
  readonly recordHistory: unknown;
  /** The record's `current_mileage`, which must exceed the register's last one (docs/adr/0021); null without a record. */
  readonly currentMileage: number | null;
  /** The workshop variant's vehicle (`entity`); null elsewhere. */
  readonly vehicle: Vehicle | null;
}

/** The client as submitted (booking-wizard §3 Client payload), decoded. */
export interface SubmittedClient {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string | null;
  readonly phone: string | null;
  readonly secondPhone: string | null;
  readonly identificationNumber: string | null;
  readonly address: string | null;
  readonly birthDay: number | null;
  readonly birthMonth: number | null;
  readonly birthYear: number | null;
  readonly age: number | null;
  readonly recordNumber: number | null;
  readonly gender: 0 | 1 | 2;
  readonly city: string | null;
  readonly district: string | null;
  readonly notes: string;
  /** The `custom_{slug}` answers, keyed by slug. */
  readonly customAttributes: Readonly<Record<string, string | number | boolean | null>>;
}

/** A submission as check_bookings and POST /bookings share it. */
export interface BookingSubmission {
  readonly locationId: LocationId;
  readonly items: readonly SubmittedItem[];
  readonly client: SubmittedClient;
  /** The items are the sessions of a session package. */
  readonly hasSessions: boolean;
  /** The client asked to pay online (a payment provider was named). */
  readonly paysOnline: boolean;
  /** The client agreed to book at the regular price after being told a promotion ended (`expired_confirm`). */
  readonly expiredConfirm: boolean;
  /** The largest discount percentage the client was shown (`max_discount`). */
  readonly maxDiscount: number;
  /** The special-discount landing link's token the client came through (`charly_token`); null without one. */
  readonly promotionToken: string | null;
  /**
   * The signed-in account sending the request (its session, read by the route through viewingUser;
   * null or absent for a visitor): a create ties the bookings to it (docs/adr/0122), and a company
   * that requires it spends plans only of the record it owns (docs/adr/0124).
   */
  readonly booker?: BookingAccount | null;
}

/** An item placed on the agenda: a real professional and, for a class, the class's seats. */
export interface PlacedItem {
  readonly index: number;
  readonly service: Service | BundleMember;
  readonly serviceId: ServiceId;
  readonly providerId: ProviderId;
  readonly start: Instant;
  readonly end: Instant;
  readonly date: LocalDate;
  readonly bundleId: ServiceId | null;
  readonly classCapacity: number | null;
}

/** What reading a submission found: the company, its client, and each item placed or not. */
export interface ReadSubmission {
  readonly location: Location;
  readonly company: Company;
  readonly settings: CompanyBookingSettings;
  readonly zone: TimeZone;
  readonly client: ClientToFile;
  readonly catalogue: readonly OfferedService[];
  /** Each item in order: placed, or null when its hour is no longer free. */
  readonly placed: readonly (PlacedItem | null)[];
}

export type ReadSubmissionError = CompanyNotFound | BookingRequestInvalid | BookingSelectionRefused;

const item = (index: number, field: string) => `bookings[${String(index)}].${field}`;

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** The client payload as the wizard's form values, to check it with the form's own rules (client-form.ts). */
function formValues(client: SubmittedClient): ClientFormValues {
  const text = (value: string | number | null) => (value === null ? '' : String(value));
  const { birthDay, birthMonth, birthYear } = client;
  const birthGiven = birthDay !== null && birthMonth !== null && birthYear !== null;
  const birthPartial = !birthGiven && (birthDay !== null || birthMonth !== null || birthYear !== null);
  return {
    firstName: client.firstName,
    lastName: client.lastName,
    email: text(client.email),
    phone: text(client.phone),
    secondPhone: text(client.secondPhone),
    identificationNumber: text(client.identificationNumber),
    address: text(client.address),
    // A birth date given in part is not a date: the form's rule refuses it.
    birthDate: birthGiven
      ? `${pad(birthYear, 4)}-${pad(birthMonth)}-${pad(birthDay)}`
      : birthPartial
        ? 'incomplete'
        : '',
    age: text(client.age),
    recordNumber: text(client.recordNumber),
    gender: client.gender === 0 ? null : client.gender,
    city: text(client.city),
    district: text(client.district),
    // The notes arrive joined with the company's note (client-payload.ts); their length is the contract's to bound.
    notes: '',
    // Booking implies accepting the terms (booking-wizard §5); the wizard enforces the checkbox.
    acceptedTerms: true,
    customAttributes: client.customAttributes,
  };
}

/** The form's field names as the request names them. */
function clientField(field: string): string {
  if (field === 'birthDate') return 'client.birthYear';
  return `client.${field}`;
}

/** The client, checked by the company's form rules (booking-wizard §5), or every field at fault. */
export function checkedClient(
  client: SubmittedClient,
  location: Location,
  settings: CompanyBookingSettings,
  hasOutcallService: boolean,
): Result<ClientToFile, readonly RefusedField[]> {
  return validateClientForm(formValues(client), {
    countryCode: location.countryCode,
    activeMemberships: settings.activeMemberships,
    hasOutcallService,
    showNotes: settings.showNotes,
    policyTermActive: settings.policyTermActive,
    bookingClientAttributes: settings.bookingClientAttributes,
    customAttributes: settings.customAttributes,
  })
    .map((valid): ClientToFile => ({
      firstName: valid.firstName,
      lastName: valid.lastName,
      email: valid.email,
      phone: valid.phone,
      secondPhone: valid.secondPhone,
      identificationNumber: valid.identificationNumber,
      address: valid.address,
      birthDate: valid.birthDate,
      age: valid.age,
      recordNumber: valid.recordNumber,
      gender: valid.gender ?? 0,
      city: valid.city,
      district: valid.district,
      customAttributes: valid.customAttributes,
    }))
    .mapErr((invalid) =>
      Object.entries(invalid.fields).flatMap(([field, error]): RefusedField[] =>
        error === undefined
          ? []
          : [
              {
                field: clientField(field),
                problem: error.key === 'ERRORS.VALIDATION_REQUIRED' ? 'missing' : 'invalid',
              },
            ],
      ),
    );
}

/** An item's service in the catalogue, and the bundle it is booked as a member of. */
interface BookedService {
  readonly service: Service | BundleMember;
  readonly bundleId: ServiceId | null;
}

/** The catalogue's service an item books: a plain service, or a member of the bundle it names. */
function serviceOf(
  catalogue: readonly OfferedService[],
  submitted: SubmittedItem,
  index: number,
): Result<BookedService, RefusedField> {
  const offered = (id: number) => catalogue.find((candidate) => candidate.service.id === id)?.service;
  if (submitted.bundled || submitted.bundleId !== null) {
    const bundle = submitted.bundleId === null ? undefined : offered(submitted.bundleId);
    if (bundle === undefined || !submitted.bundled) return err({ field: item(index, 'bundleId'), problem: 'unknown' });
    const member = bundle.bundle.find((candidate) => candidate.id === submitted.serviceId);
    return member === undefined
      ? err({ field: item(index, 'serviceId'), problem: 'unknown' })
      : ok({ service: member, bundleId: bundle.id });
  }
  const service = offered(submitted.serviceId);
  if (service === undefined) return err({ field: item(index, 'serviceId'), problem: 'unknown' });
  // A bundle is booked as its members, each an item of its own (booking-wizard §3).
  if (service.bundle.length > 0) return err({ field: item(index, 'bundled'), problem: 'invalid' });
  return ok({ service, bundleId: null });
}

/**
 * The catalogue services the items book, in order, a bundle's member as its bundle: what the
 * storefront's cart held (issue 29). Every item names an offered service once placeAll accepted it.
 */
function selectedServices(catalogue: readonly OfferedService[], items: readonly SubmittedItem[]): readonly Service[] {
  return items.map((submitted) => {
    const id = submitted.bundleId ?? submitted.serviceId;
    const service = catalogue.find((candidate) => candidate.service.id === id)?.service;
    if (service === undefined) throw new Error(`An item placed names no offered service: ${String(id)}`);
    return service;
  });
}

/** The request's field an item's refusal names. */
function refusedField(index: number, refusal: PlacementRefusal): RefusedField {
  switch (refusal._tag) {
    case 'WrongEnd':
      return { field: item(index, 'end'), problem: 'wrongEnd' };
    case 'NotAnHour':
      return { field: item(index, 'start'), problem: 'notOffered' };
    // A catalogue service always makes a chain of one (its duration is a positive whole number of minutes).
    case 'ChosenProviderDoesNotGiveService':
    case 'EmptyChain':
    case 'InvalidDuration':
      return { field: item(index, 'providerId'), problem: 'invalid' };
    default:
      return refusal satisfies never;
  }
}

/** Places every item in order (place-in-agenda.ts), or every field the rules refuse. */
function placeAll(
  loaded: LoadedAgenda,
  catalogue: readonly OfferedService[],
  items: readonly SubmittedItem[],
): Result<readonly (PlacedItem | null)[], readonly RefusedField[]> {
  const faults: RefusedField[] = [];
  const placed: (PlacedItem | null)[] = [];
  const place = agendaPlacer(loaded.agenda, scheduledClasses(loaded, loaded.window.firstDate, loaded.window.lastDate));
  for (const [index, submitted] of items.entries()) {
    const booked = serviceOf(catalogue, submitted, index);
    if (booked.isErr()) {
      faults.push(booked.error);
      continue;
    }
    const { service, bundleId } = booked.value;
    const { start, end } = submitted;
    const placement = place({ service, chosenProviderId: submitted.providerId, start, end });
    if (placement._tag === 'Placed') {
      placed.push({
        index,
        service,
        serviceId: service.id,
        providerId: placement.providerId,
        start,
        end,
        date: placement.date,
        bundleId,
        classCapacity: placement.classCapacity,
      });
    } else if (placement._tag === 'NoLongerFree') placed.push(null);
    else faults.push(refusedField(index, placement));
  }
  return faults.length > 0 ? err(faults) : ok(placed);
}

/** The local dates the items fall on, a day either side, as the agenda's window. */
function windowOf(zone: TimeZone, items: readonly SubmittedItem[]) {
  const dates = items.map((each) => wallClockAt(zone, each.start).date).sort();
  const first = dates[0] ?? ('1970-01-01' as LocalDate);
  const last = dates[dates.length - 1] ?? first;
  return { firstDate: addDays(first, -1), lastDate: addDays(last, 1) };
}

/** An id in a body that names nothing is a refused field, not a missing resource (ADR 0014). */
const unknownLocation = bookingRequestInvalid([{ field: 'locationId', problem: 'unknown' }]);

export interface SubmissionPorts {
  readonly companyDirectory: CompanyDirectory;
  readonly catalogue: Catalogue;
  readonly agendas: Agendas;
  readonly clock: Clock;
}

/**
 * Reads a submission: the location and its company's rules, the client checked by the company's
 * form, each item's service, duration and hour, and the services together by the storefront
 * cart's rules (cart.ts `bookedSelection`; a refusal names the item with the cart's code). Refused fields are all named at once (422); hours
 * no longer free are answers (null), for check_bookings to list and create to refuse with 409.
 * `alsoFree` are professionals' times to count as free (the booking being moved).
 */
export function readSubmission(ports: SubmissionPorts) {
  const load = loadLocationAgenda(ports);
  return (
    submission: BookingSubmission,
    alsoFree: readonly Booking[] = [],
  ): ResultAsync<ReadSubmission, ReadSubmissionError> =>
    ResultAsync.fromSafePromise(ports.companyDirectory.activeLocation(submission.locationId))
      .andThen((location) => found(location, unknownLocation))
      .andThen((location) =>
        ResultAsync.fromSafePromise(ports.companyDirectory.companyById(location.companyId))
          .andThen((company) => found(company, companyNotFound))
          .andThen((company) =>
            ResultAsync.fromSafePromise(ports.companyDirectory.bookingSettingsByWebAddress(company.webAddress))
              .andThen((settings) => found(settings, companyNotFound))
              .map((settings) => ({ location, company, settings })),
          ),
      )
      .andThen(({ location, company, settings }) => {
        // A location's zone was checked when it was stored; an unknown one is broken data, not input.
        const zone = timeZone(location.timeZone);
        if (zone.isErr())
          throw new Error(`Location ${String(location.id)} records an unknown time zone: ${location.timeZone}`);
        return load(location.id, windowOf(zone.value, submission.items))
          .mapErr(() => unknownLocation)
          .map((loaded) =>
            alsoFree.length === 0
              ? loaded
              : {
                  ...loaded,
                  agenda: { ...loaded.agenda, bookings: without(heldList(loaded.agenda.bookings), alsoFree) },
                },
          )
          .andThen((loaded) =>
            ResultAsync.fromSafePromise(ports.catalogue.catalogueOf(location.id)).andThen((catalogue) => {
              const hasOutcall = submission.items.some((each) =>
                catalogue.services.some((offered) => offered.service.id === each.serviceId && offered.service.outcall),
              );
              const client = checkedClient(submission.client, location, settings, hasOutcall);
              const placed = placeAll(loaded, catalogue.services, submission.items);
              const faults = [...(client.isErr() ? client.error : []), ...(placed.isErr() ? placed.error : [])];
              if (client.isErr() || placed.isErr()) return err(bookingRequestInvalid(faults));
              // The cart's rules, as the location page holds them, before anything is booked (issue 29).
              const selection = bookedSelection(
                selectedServices(catalogue.services, submission.items),
                selectionModeOf(settings),
              );
              if (selection.isErr())
                return err(bookingSelectionRefused(selection.error, item(selection.error.index, 'serviceId')));
              return ok({
                location,
                company,
                settings,
                zone: zone.value,
                client: client.value,
                catalogue: catalogue.services,
                placed: placed.value,
              });
            }),
          );
      });
}

/** `bookings` without one occurrence of each of `free`. */
function without(bookings: readonly Booking[], free: readonly Booking[]): readonly Booking[] {
  const left = [...free];
  return bookings.filter((booking) => {
    const at = left.findIndex(
      (each) => each.providerId === booking.providerId && each.start === booking.start && each.end === booking.end,
    );
    if (at < 0) return true;
    left.splice(at, 1);
    return false;
  });
}
