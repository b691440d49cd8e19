import type { ClockTime } from '../calendar/clock-time.plain';
import type { LocalDate } from '../calendar/local-date.plain';
import {
  FIRST_AVAILABLE_PROVIDER,
  isFirstAvailable,
  serviceKind,
  type BundleMember,
  type ProviderRef,
  type Service,
} from '../catalog/service.plain';

// The reservation being built in the booking wizard (booking-wizard §3 "Reservation state"):
// which services, in which mode, with which professional, day and hour, and where the wizard is.
// Everything here is an immutable value; rules return new states.

export const STEPS = [
  'modeSelection',
  'serviceSelection',
  'providerSelection',
  'dateSelection',
  'clientForm',
  'reservationSummary',
  'iframePostPay',
  'payment',
] as const;
export type Step = (typeof STEPS)[number];

export type BookingMode = 'none' | 'consecutive' | 'separate';

/** The company's provider policy: showProviders 1 = MUST choose, 2 = CANT choose, 0 = CAN (booking-wizard §3). */
export type CanChooseProvider = 'MUST' | 'CAN' | 'CANT';

/** The provider policy a company's showProviders setting stands for (booking-wizard §3 companyBookingInfo). */
export function canChooseProviderFor(showProviders: 0 | 1 | 2): CanChooseProvider {
  switch (showProviders) {
    case 0:
      return 'CAN';
    case 1:
      return 'MUST';
    case 2:
      return 'CANT';
  }
}

/** Below the XLarge breakpoint the wizard is laid out for mobile (one panel at a time, 7-day strip). */
export type ScreenSize = 'mobile' | 'desktop';

/** Facts about the company, the route and the device that steer the wizard without being chosen in it. */
export interface WizardContext {
  readonly canChooseProvider: CanChooseProvider;
  /** Only registered clients book; they identify themselves before the wizard, which then prefills and locks their identifier in the client form (docs/adr/0026). */
  readonly clientExclusive: boolean;
  /** The vehicle-workshop ("Salfa") variant: no provider step, vehicle and record data instead. */
  readonly workshopVariant: boolean;
  /** The wizard was opened from a professional's page (`…/profesional/{employeeId}`). */
  readonly professionalPath: boolean;
  /** The visit came from the marketplace (creative_source). */
  readonly fromMarketplace: boolean;
  readonly screen: ScreenSize;
}

/** Identifies one service in this reservation: the service id plus a suffix (booking-wizard §3 internalId). */
export type InternalId = string & { readonly InternalId: unique symbol };

/** One service as the client reserves it: the catalogue facts plus the client's choices. */
export interface ServiceToReserve {
  readonly internalId: InternalId;
  readonly service: Service;
  /** The bundle this service is part of; its services are performed one after another. */
  readonly bundle: Service | null;
  /** 1-based session number inside a session package; null for anything else. */
  readonly sessionNumber: number | null;
  /** The chosen professional, "first provider available" (id 0), or null while unchosen. */
  readonly provider: ProviderRef | null;
  readonly daySelected: LocalDate | null;
  readonly hourSelected: ClockTime | null;
}

export interface ReservationState {
  readonly context: WizardContext;
  readonly servicesToReserve: readonly ServiceToReserve[];
  readonly step: Step;
  readonly bookingMode: BookingMode;
  /** The service whose day, hour or professional is being chosen now. */
  readonly serviceBeingReserved: InternalId | null;
  /** A professional fixed before the wizard opened (professional page or link). */
  readonly providerPreSelected: ProviderRef | null;
  /** The client came back from the form or summary to change a service. */
  readonly isEditing: boolean;
}

// ---------------------------------------------------------------------------------------------
// Building the services to reserve

/** A bundle member seen as a service of its own, priced through its bundle. */
function memberAsService(bundle: Service, member: BundleMember): Service {
  return {
    ...bundle,
    id: member.id,
    name: member.name,
    description: '',
    price: null,
    payingPrice: null,
    payingPriceCharly: null,
    discount: 0,
    charlyDiscount: 0,
    charlyPromotionStartDate: null,
    charlyPromotionEndDate: null,
    durationMinutes: member.durationMinutes,
    onlinePayable: member.onlinePayable,
    mustBePaidOnline: member.mustBePaidOnline,
    onlineDownPayment: member.onlineDownPayment,
    onlineDownPaymentAmount: member.onlineDownPaymentAmount,
    classService: false,
    bundle: [],
    sessionsAmount: null,
    serviceProviders: member.serviceProviders,
  };
}

/**
 * The professional a service starts with: the pre-selected one when it can perform the service,
 * the only one when there is one, "first provider available" when the client can't choose,
 * otherwise none until the client chooses.
 */
export function initialProvider(
  service: Service,
  context: WizardContext,
  providerPreSelected: ProviderRef | null,
): ProviderRef | null {
  if (providerPreSelected !== null && service.serviceProviders.some((p) => p.id === providerPreSelected.id)) {
    return providerPreSelected;
  }
  const [only, ...others] = service.serviceProviders;
  if (only !== undefined && others.length === 0) return only;
  if (context.canChooseProvider === 'CANT' || context.workshopVariant) return FIRST_AVAILABLE_PROVIDER;
  return null;
}

/**
 * The services to reserve for the catalogue services a client selected, in order: a bundle becomes
 * one entry per bundled service, a session package its first session, anything else one entry per
 * time it was selected.
 */
export function servicesToReserveFor(
  selected: readonly Service[],
  context: WizardContext,
  providerPreSelected: ProviderRef | null,
): readonly ServiceToReserve[] {
  const seen = new Map<number, number>();
  return selected.flatMap((service) => {
    const ordinal = (seen.get(service.id) ?? 0) + 1;
    seen.set(service.id, ordinal);
    const blank = { provider: null, daySelected: null, hourSelected: null };
    switch (serviceKind(service)) {
      case 'bundle':
        return service.bundle.map((member, index) => {
          const asService = memberAsService(service, member);
          return {
            ...blank,
            internalId: `${member.id}-bundle-${service.id}-${ordinal}.${index + 1}` as InternalId,
            service: asService,
            bundle: service,
            sessionNumber: null,
            provider: initialProvider(asService, context, providerPreSelected),
          };
        });
      case 'sessionPackage':
        return [sessionOf(service, 1, context, providerPreSelected)];
      case 'service':
        return [
          {
            ...blank,
            internalId: `${service.id}-${ordinal}` as InternalId,
            service,
            bundle: null,
            sessionNumber: null,
            provider: initialProvider(service, context, providerPreSelected),
          },
        ];
    }
  });
}

/** Session `number` of a session package, not yet scheduled. */
export function sessionOf(
  service: Service,
  sessionNumber: number,
  context: WizardContext,
  providerPreSelected: ProviderRef | null,
): ServiceToReserve {
  return {
    internalId: `${service.id}-session-${sessionNumber}` as InternalId,
    service,
    bundle: null,
    sessionNumber,
    provider: initialProvider(service, context, providerPreSelected),
    daySelected: null,
    hourSelected: null,
  };
}

// ---------------------------------------------------------------------------------------------
// Questions the rules ask of a reservation

export function currentService(state: ReservationState): ServiceToReserve | undefined {
  return state.servicesToReserve.find((item) => item.internalId === state.serviceBeingReserved);
}

/** Position of the service being reserved, or -1 (booking-wizard §3 currentIndex). */
export function currentIndex(state: ReservationState): number {
  return state.servicesToReserve.findIndex((item) => item.internalId === state.serviceBeingReserved);
}

/** The reservation is a session package (booking-wizard §3 isSession). */
export function isSession(state: ReservationState): boolean {
  return state.servicesToReserve.some((item) => item.sessionNumber !== null);
}

export function isBundled(state: ReservationState): boolean {
  return state.servicesToReserve.some((item) => item.bundle !== null);
}

export function hasClassService(state: ReservationState): boolean {
  return state.servicesToReserve.some((item) => item.service.classService);
}

/** Chosen together as one block whose services follow each other: consecutive mode or a bundle. */
export function isChained(state: ReservationState): boolean {
  return state.bookingMode === 'consecutive' || isBundled(state);
}

/** Whether the client gets to choose this service's professional at all. */
export function providerIsSelectable(context: WizardContext, item: ServiceToReserve): boolean {
  return context.canChooseProvider !== 'CANT' && !context.workshopVariant && item.service.serviceProviders.length > 1;
}

/** A professional is chosen, and a specific one when the company requires it (MUST). */
export function hasRequiredProvider(context: WizardContext, item: ServiceToReserve): boolean {
  if (item.provider === null) return false;
  return (
    context.canChooseProvider !== 'MUST' || !isFirstAvailable(item.provider) || !providerIsSelectable(context, item)
  );
}

/** Day, hour and the required professional are all chosen. */
export function isServiceComplete(context: WizardContext, item: ServiceToReserve): boolean {
  return item.daySelected !== null && item.hourSelected !== null && hasRequiredProvider(context, item);
}

export function allServicesComplete(state: ReservationState): boolean {
  return (
    state.servicesToReserve.length > 0 &&
    state.servicesToReserve.every((item) => isServiceComplete(state.context, item))
  );
}

export function firstUnfinishedService(state: ReservationState): ServiceToReserve | undefined {
  return state.servicesToReserve.find((item) => !isServiceComplete(state.context, item));
}

/** Each service's professional, keyed by internalId (booking-wizard §3 servicesWithProviders). */
export function servicesWithProviders(state: ReservationState): ReadonlyMap<InternalId, ProviderRef> {
  return new Map(
    state.servicesToReserve.flatMap((item) =>
      item.provider === null ? [] : [[item.internalId, item.provider] as const],
    ),
  );
}

/**
 * The service whose day and hour the date step shows: the first of a chain (consecutive mode or a
 * bundle share one start), otherwise the service being reserved.
 */
export function serviceOnTheDateStep(state: ReservationState): ServiceToReserve | undefined {
  return isChained(state) ? state.servicesToReserve[0] : currentService(state);
}

/**
 * What the date step's hours are for, by name: every service of a chain in its order — a bundle once,
 * by its own name, since its services share one start — otherwise the service being reserved (a
 * bundle's by the bundle's name). Empty when no service is on the step.
 */
export function namesOnTheDateStep(state: ReservationState): readonly string[] {
  const items = isChained(state)
    ? state.servicesToReserve
    : [currentService(state)].filter((item) => item !== undefined);
  return items.flatMap((item, index) => {
    if (item.bundle === null) return [item.service.name];
    return items[index - 1]?.bundle?.id === item.bundle.id ? [] : [item.bundle.name];
  });
}

/**
 * How long an hour offered on the date step lasts, for naming it by its start and end ("10:30 to
 * 11:15"): its service's duration, or the whole chain's when the services follow one another from
 * it (consecutive mode, a bundle). Null when no service is on the step.
 */
export function dateStepMinutes(state: ReservationState): number | null {
  if (isChained(state)) {
    return state.servicesToReserve.length === 0
      ? null
      : state.servicesToReserve.reduce((total, item) => total + item.service.durationMinutes, 0);
  }
  return currentService(state)?.service.durationMinutes ?? null;
}

/** Replaces the services matching `which` with `change` applied to them. */
export function updateServices(
  state: ReservationState,
  which: (item: ServiceToReserve) => boolean,
  change: (item: ServiceToReserve) => ServiceToReserve,
): ReservationState {
  return { ...state, servicesToReserve: state.servicesToReserve.map((item) => (which(item) ? change(item) : item)) };
}
