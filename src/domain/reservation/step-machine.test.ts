import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ClockTime } from '../calendar/clock-time';
import type { LocalDate } from '../calendar/local-date';
import { anyNearLocalDate, anyQuarterHour } from '../calendar/calendar.arbitraries';
import { FIRST_AVAILABLE_PROVIDER, type ProviderRef, type Service } from '../catalog/service';
import { exampleService } from '../catalog/service.arbitraries';
import { anySelection, anyReservationState, anyWizardContext, openContext } from './reservation.arbitraries';
import {
  allServicesComplete,
  hasRequiredProvider,
  providerIsSelectable,
  serviceOnTheDateStep,
  servicesToReserveFor,
  STEPS,
  updateServices,
  isChained,
  type BookingMode,
  type ReservationState,
  type ServiceToReserve,
  type Step,
  type WizardContext,
} from './reservation';
import {
  awaitPaymentInOtherTab,
  back,
  canGoBack,
  canGoNext,
  next,
  openReservation,
  returnToClientFormAfterRefusal,
  returnToDateStepAfterFailure,
  startStep,
} from './step-machine';

// ---------------------------------------------------------------------------------------------
// A small vocabulary for hand-written wizard states

const ana: ProviderRef = { id: 1, publicName: 'Ana' } as ProviderRef;
const bruno: ProviderRef = { id: 2, publicName: 'Bruno' } as ProviderRef;

/** A service performed by Ana and Bruno, changed by `shape`. */
function service(id: number, shape: Record<string, unknown> = {}): Service {
  return exampleService({ id, name: `Service ${id}`, serviceProviders: [ana, bruno], ...shape });
}

const member = (id: number, providers: readonly ProviderRef[] = [ana, bruno]) => ({
  id,
  name: `Member ${id}`,
  durationMinutes: 20,
  serviceProviders: providers,
  onlinePayable: false,
  mustBePaidOnline: false,
  onlineDownPayment: false,
  onlineDownPaymentAmount: 0,
});

const haircut = service(1);
const beard = service(2);
const nails = service(3);
const soloService = service(4, { serviceProviders: [ana] });
const soloService2 = service(5, { serviceProviders: [bruno] });
const yoga = service(6, { classService: true });
const bundle = service(10, { bundle: [member(11), member(12)] });
const sessions = service(20, { sessionsAmount: 4 });

const day = '2026-12-01' as LocalDate;
const hour = '10:00' as ClockTime;

type Progress = 'blank' | 'provider' | 'timed' | 'done' | 'firstAvailable';

interface Given {
  readonly context?: Partial<WizardContext>;
  readonly services: readonly Service[];
  readonly step: Step;
  readonly mode?: BookingMode;
  readonly current?: number | null;
  readonly preselected?: ProviderRef | null;
  readonly editing?: boolean;
  /** Progress of each service to reserve, in order; missing entries are 'blank'. */
  readonly progress?: readonly Progress[];
  /** Extra sessions after the first, for a session package. */
  readonly sessionCount?: number;
}

function contextWith(overrides: Partial<WizardContext> = {}): WizardContext {
  return { ...openContext, ...overrides };
}

function withProgress(item: ServiceToReserve, progress: Progress): ServiceToReserve {
  switch (progress) {
    case 'blank':
      return item;
    case 'provider':
      return { ...item, provider: ana };
    case 'firstAvailable':
      return { ...item, provider: FIRST_AVAILABLE_PROVIDER };
    case 'timed':
      return { ...item, daySelected: day, hourSelected: hour };
    case 'done':
      return { ...item, provider: item.provider ?? ana, daySelected: day, hourSelected: hour };
  }
}

function given(spec: Given): ReservationState {
  const context = contextWith(spec.context);
  const preselected = spec.preselected ?? null;
  const opened = servicesToReserveFor(spec.services, context, preselected);
  const [first] = spec.services;
  const extra =
    first?.sessionsAmount == null
      ? []
      : Array.from({ length: (spec.sessionCount ?? 1) - 1 }, (_, index) => ({
          ...(opened[0] as ServiceToReserve),
          internalId: `${first.id}-session-${index + 2}` as ServiceToReserve['internalId'],
          sessionNumber: index + 2,
        }));
  const items = [...opened, ...extra].map((item, index) => withProgress(item, spec.progress?.[index] ?? 'blank'));
  const current =
    spec.current === undefined || spec.current === null ? null : (items[spec.current]?.internalId ?? null);
  return {
    context,
    servicesToReserve: items,
    step: spec.step,
    bookingMode: spec.mode ?? 'none',
    serviceBeingReserved: current,
    providerPreSelected: preselected,
    isEditing: spec.editing ?? false,
  };
}

function currentPosition(state: ReservationState): number | null {
  const index = state.servicesToReserve.findIndex((item) => item.internalId === state.serviceBeingReserved);
  return index === -1 ? null : index;
}

interface Expected {
  readonly step: Step;
  /** Position of the service being reserved afterwards, when the rule moves it. */
  readonly current?: number | null;
}

// ---------------------------------------------------------------------------------------------

describe('the start step (booking-wizard §4 "Start step")', () => {
  const rows: readonly (readonly [string, Given, Step])[] = [
    [
      'a session package with no provider pre-selected and providers allowed starts at providerSelection',
      { services: [sessions], step: 'serviceSelection' },
      'providerSelection',
    ],
    [
      'a bundle with no provider pre-selected and providers allowed starts at providerSelection',
      { services: [bundle], step: 'serviceSelection' },
      'providerSelection',
    ],
    [
      'a session package with a pre-selected provider starts at dateSelection (exactly one service)',
      { services: [sessions], step: 'serviceSelection', preselected: ana },
      'dateSelection',
    ],
    [
      'a bundle whose providers are forbidden (CANT) starts at dateSelection (exactly one service)',
      { services: [bundle], step: 'serviceSelection', context: { canChooseProvider: 'CANT' } },
      'dateSelection',
    ],
    ['exactly one service starts at dateSelection', { services: [haircut], step: 'serviceSelection' }, 'dateSelection'],
    [
      'otherwise (several services) starts at modeSelection',
      { services: [haircut, beard], step: 'serviceSelection' },
      'modeSelection',
    ],
    [
      'several services with a class service skip the mode step for dateSelection (booking-wizard §2 Mode selection)',
      { services: [haircut, yoga], step: 'serviceSelection' },
      'dateSelection',
    ],
    [
      'the workshop variant has no provider step and starts at dateSelection (booking-wizard §1)',
      { services: [haircut], step: 'serviceSelection', context: { workshopVariant: true } },
      'dateSelection',
    ],
    ['an empty reservation rests at serviceSelection', { services: [], step: 'modeSelection' }, 'serviceSelection'],
  ];

  it.each(rows)('%s', (_rule, spec, expected) => {
    expect(startStep(given(spec))).toBe(expected);
  });

  it('opens several services with a class service in separate mode, on the first service (booking-wizard §2)', () => {
    const opened = openReservation(contextWith(), [haircut, yoga], null);
    expect(opened).toMatchObject({ step: 'dateSelection', bookingMode: 'separate' });
    expect(currentPosition(opened)).toBe(0);
  });

  it('opens several services at modeSelection with no service being reserved and no mode yet', () => {
    const opened = openReservation(contextWith(), [haircut, beard], null);
    expect(opened).toMatchObject({ step: 'modeSelection', bookingMode: 'none', serviceBeingReserved: null });
  });
});

describe('the next-step rules (booking-wizard §2 "Next-step rules", §5)', () => {
  const rows: readonly (readonly [string, Given, Expected])[] = [
    [
      '"Workshop variant … : clientForm" once the hour is chosen',
      {
        services: [haircut],
        step: 'dateSelection',
        current: 0,
        progress: ['timed'],
        context: { workshopVariant: true },
      },
      { step: 'clientForm' },
    ],
    [
      '"all services having hour and provider: clientForm"',
      {
        services: [haircut, beard],
        mode: 'separate',
        step: 'providerSelection',
        current: 1,
        progress: ['done', 'done'],
      },
      { step: 'clientForm' },
    ],
    [
      'From modeSelection: "separate mode with no service being reserved: first unfinished service becomes current, then dateSelection"',
      { services: [haircut, beard, nails], mode: 'separate', step: 'modeSelection', current: null, progress: ['done'] },
      { step: 'dateSelection', current: 1 },
    ],
    [
      'From modeSelection: "if the current service has exactly one provider go to dateSelection" (consecutive, single providers)',
      { services: [soloService, soloService2], mode: 'consecutive', step: 'modeSelection' },
      { step: 'dateSelection', current: 0 },
    ],
    [
      'From modeSelection: "Consecutive chosen leads to providerSelection"',
      { services: [haircut, beard], mode: 'consecutive', step: 'modeSelection' },
      { step: 'providerSelection', current: 0 },
    ],
    [
      'From modeSelection: "separate with a choosable provider may go to providerSelection on Next" (its hour already chosen)',
      { services: [haircut, beard], mode: 'separate', step: 'modeSelection', current: 0, progress: ['timed'] },
      { step: 'providerSelection', current: 0 },
    ],
    [
      'From modeSelection: "separate with \'cannot choose\' goes to dateSelection"',
      {
        services: [haircut, beard],
        mode: 'separate',
        step: 'modeSelection',
        current: 0,
        context: { canChooseProvider: 'CANT' },
      },
      { step: 'dateSelection', current: 0 },
    ],
    [
      'From modeSelection: Next is disabled until a mode is picked (§2 Mode selection, §5)',
      { services: [haircut, beard], mode: 'none', step: 'modeSelection' },
      { step: 'modeSelection' },
    ],
    [
      'From serviceSelection "with no service being reserved: first unfinished service, then dateSelection"',
      { services: [haircut, beard], mode: 'separate', step: 'serviceSelection', current: null, progress: ['done'] },
      { step: 'dateSelection', current: 1 },
    ],
    [
      'From dateSelection go to clientForm when "mode is consecutive"',
      {
        services: [haircut, beard],
        mode: 'consecutive',
        step: 'dateSelection',
        current: 0,
        progress: ['done', 'done'],
      },
      { step: 'clientForm' },
    ],
    [
      'From dateSelection go to clientForm when "service is bundle"',
      { services: [bundle], step: 'dateSelection', current: 0, progress: ['done', 'done'] },
      { step: 'clientForm' },
    ],
    [
      'From dateSelection go to clientForm when "service is … session"',
      { services: [sessions], step: 'dateSelection', current: 0, progress: ['done'] },
      { step: 'clientForm' },
    ],
    [
      'From dateSelection go to clientForm for a "single service with single … provider"',
      { services: [soloService], step: 'dateSelection', current: 0, progress: ['timed'] },
      { step: 'clientForm' },
    ],
    [
      'From dateSelection go to clientForm for a "single service with … non-selectable provider"',
      {
        services: [haircut],
        step: 'dateSelection',
        current: 0,
        progress: ['timed'],
        context: { canChooseProvider: 'CANT' },
      },
      { step: 'clientForm' },
    ],
    [
      'From dateSelection go to clientForm on the "professional path"',
      {
        services: [haircut],
        step: 'dateSelection',
        current: 0,
        preselected: ana,
        progress: ['timed'],
        context: { professionalPath: true },
      },
      { step: 'clientForm' },
    ],
    [
      'From dateSelection go to clientForm when "all services done"',
      { services: [haircut, beard], mode: 'separate', step: 'dateSelection', current: 1, progress: ['done', 'done'] },
      { step: 'clientForm' },
    ],
    [
      'From dateSelection "in separate mode with a non-selectable provider, go to the next unfinished service\'s dateSelection"',
      {
        services: [haircut, beard, nails],
        mode: 'separate',
        step: 'dateSelection',
        current: 0,
        progress: ['done', 'done', 'blank'],
        context: { canChooseProvider: 'CANT' },
      },
      { step: 'dateSelection', current: 2 },
    ],
    [
      'From dateSelection in separate mode with a non-selectable provider, "or to clientForm after the last"',
      {
        services: [haircut, beard],
        mode: 'separate',
        step: 'dateSelection',
        current: 1,
        progress: ['firstAvailable', 'timed'],
        context: { canChooseProvider: 'CANT' },
      },
      { step: 'dateSelection', current: 0 },
    ],
    [
      'From dateSelection "Otherwise providerSelection" (separate, the provider can be chosen)',
      { services: [haircut, beard], mode: 'separate', step: 'dateSelection', current: 0, progress: ['timed'] },
      { step: 'providerSelection', current: 0 },
    ],
    [
      'From dateSelection "Incomplete services return to dateSelection"',
      {
        services: [haircut, beard],
        mode: 'separate',
        step: 'dateSelection',
        current: 0,
        preselected: ana,
        progress: ['timed', 'blank'],
        context: { professionalPath: true },
      },
      { step: 'dateSelection', current: 1 },
    ],
    [
      'From dateSelection a client-exclusive company goes to clientForm too: it still asks for its form (docs/adr/0026)',
      {
        services: [soloService],
        step: 'dateSelection',
        current: 0,
        progress: ['timed'],
        context: { clientExclusive: true },
      },
      { step: 'clientForm' },
    ],
    [
      'From dateSelection "Several services then go to serviceSelection" (on mobile, where the services panel is a step)',
      {
        services: [haircut, beard],
        mode: 'separate',
        step: 'dateSelection',
        current: 0,
        progress: ['timed'],
        context: { canChooseProvider: 'CANT', screen: 'mobile' },
      },
      { step: 'serviceSelection', current: null },
    ],
    [
      'From dateSelection Next is disabled until an hour is selected (§5)',
      { services: [haircut], step: 'dateSelection', current: 0, progress: ['blank'] },
      { step: 'dateSelection', current: 0 },
    ],
    [
      'From providerSelection "consecutive to dateSelection"',
      {
        services: [haircut, beard],
        mode: 'consecutive',
        step: 'providerSelection',
        current: 0,
        progress: ['provider', 'provider'],
      },
      { step: 'dateSelection', current: 0 },
    ],
    [
      'From providerSelection "separate with an unfinished service to dateSelection"',
      {
        services: [haircut, beard],
        mode: 'separate',
        step: 'providerSelection',
        current: 0,
        progress: ['done', 'blank'],
      },
      { step: 'dateSelection', current: 1 },
    ],
    [
      'From providerSelection "session … to dateSelection"',
      { services: [sessions], step: 'providerSelection', current: 0, progress: ['provider'] },
      { step: 'dateSelection', current: 0 },
    ],
    [
      'From providerSelection "… bundle to dateSelection"',
      { services: [bundle], step: 'providerSelection', current: 0, progress: ['provider', 'provider'] },
      { step: 'dateSelection', current: 0 },
    ],
    [
      'From providerSelection "else clientForm"',
      { services: [haircut], step: 'providerSelection', current: 0, progress: ['done'] },
      { step: 'clientForm' },
    ],
    [
      'From providerSelection Next is disabled until every consecutive service has a provider (§5)',
      {
        services: [haircut, beard],
        mode: 'consecutive',
        step: 'providerSelection',
        current: 0,
        progress: ['provider', 'blank'],
      },
      { step: 'providerSelection', current: 0 },
    ],
    [
      'From providerSelection Next is disabled until every bundled service has a provider (§5)',
      { services: [bundle], step: 'providerSelection', current: 0, progress: ['provider', 'blank'] },
      { step: 'providerSelection', current: 0 },
    ],
    [
      'From providerSelection under MUST, "first provider available" is not a choice (§5 "MUST: all services")',
      {
        services: [haircut],
        step: 'providerSelection',
        current: 0,
        progress: ['firstAvailable'],
        context: { canChooseProvider: 'MUST' },
      },
      { step: 'providerSelection', current: 0 },
    ],
    [
      'From clientForm: "reservationSummary"',
      { services: [haircut], step: 'clientForm', current: 0, progress: ['done'] },
      { step: 'reservationSummary' },
    ],
    [
      'Editing, consecutive mode "goes back to the client form"',
      {
        services: [haircut, beard],
        mode: 'consecutive',
        step: 'dateSelection',
        current: 0,
        editing: true,
        progress: ['done', 'done'],
      },
      { step: 'clientForm' },
    ],
    [
      'Editing, the workshop variant "goes back to the client form"',
      {
        services: [haircut],
        step: 'dateSelection',
        current: 0,
        editing: true,
        progress: ['timed'],
        context: { workshopVariant: true },
      },
      { step: 'clientForm' },
    ],
    [
      'Editing, a single service with a non-selectable provider "goes back to the client form"',
      { services: [soloService], step: 'dateSelection', current: 0, editing: true, progress: ['timed'] },
      { step: 'clientForm' },
    ],
    [
      'Editing, a single service with a pre-selected provider goes back to the client form, client-exclusive company included (docs/adr/0026)',
      {
        services: [haircut],
        step: 'dateSelection',
        current: 0,
        editing: true,
        preselected: ana,
        progress: ['timed'],
        context: { clientExclusive: true },
      },
      { step: 'clientForm' },
    ],
    [
      'Editing, "Otherwise a pre-selected provider … goes to serviceSelection"',
      {
        services: [haircut, beard],
        mode: 'separate',
        step: 'dateSelection',
        current: 0,
        editing: true,
        preselected: ana,
        progress: ['timed', 'done'],
      },
      { step: 'serviceSelection', current: 0 },
    ],
    [
      'Editing, "Otherwise a … bundle goes to serviceSelection"',
      { services: [bundle], step: 'dateSelection', current: 0, editing: true, progress: ['done', 'done'] },
      { step: 'serviceSelection', current: 0 },
    ],
    [
      'Editing, "anything else to providerSelection"',
      {
        services: [haircut, beard],
        mode: 'separate',
        step: 'dateSelection',
        current: 0,
        editing: true,
        progress: ['timed', 'done'],
      },
      { step: 'providerSelection', current: 0 },
    ],
  ];

  it.each(rows)('%s', (_rule, spec, expected) => {
    const after = next(given(spec));
    expect(after.step).toBe(expected.step);
    if (expected.current !== undefined) expect(currentPosition(after)).toBe(expected.current);
  });
});

describe('the back rules (booking-wizard §2 "Back rules")', () => {
  const rows: readonly (readonly [string, Given, Expected | 'first step' | 'browser history'])[] = [
    [
      'serviceSelection: "to dateSelection (session …)"',
      { services: [sessions], step: 'serviceSelection', current: 0, progress: ['done'] },
      { step: 'dateSelection' },
    ],
    [
      'serviceSelection: "to dateSelection (… mobile bundle)"',
      { services: [bundle], step: 'serviceSelection', current: 0, context: { screen: 'mobile' } },
      { step: 'dateSelection' },
    ],
    [
      'serviceSelection: "… or modeSelection"',
      { services: [haircut, beard], mode: 'separate', step: 'serviceSelection' },
      { step: 'modeSelection' },
    ],
    [
      'dateSelection: to providerSelection in consecutive mode',
      { services: [haircut, beard], mode: 'consecutive', step: 'dateSelection', current: 0 },
      { step: 'providerSelection' },
    ],
    [
      'dateSelection: to modeSelection in consecutive mode when no provider can be chosen',
      {
        services: [haircut, beard],
        mode: 'consecutive',
        step: 'dateSelection',
        current: 0,
        context: { canChooseProvider: 'CANT' },
      },
      { step: 'modeSelection' },
    ],
    [
      'dateSelection: to providerSelection for a bundle whose providers can be chosen',
      { services: [bundle], step: 'dateSelection', current: 0 },
      { step: 'providerSelection' },
    ],
    [
      'dateSelection: to modeSelection in separate mode on a wide screen',
      { services: [haircut, beard], mode: 'separate', step: 'dateSelection', current: 1 },
      { step: 'modeSelection' },
    ],
    [
      'dateSelection: to serviceSelection in separate mode on mobile',
      {
        services: [haircut, beard],
        mode: 'separate',
        step: 'dateSelection',
        current: 1,
        context: { screen: 'mobile' },
      },
      { step: 'serviceSelection' },
    ],
    [
      'providerSelection: "to modeSelection (consecutive)"',
      { services: [haircut, beard], mode: 'consecutive', step: 'providerSelection', current: 0 },
      { step: 'modeSelection' },
    ],
    [
      'providerSelection: "… or dateSelection"',
      { services: [haircut, beard], mode: 'separate', step: 'providerSelection', current: 0, progress: ['timed'] },
      { step: 'dateSelection' },
    ],
    [
      'clientForm: "Session … : serviceSelection"',
      { services: [sessions], step: 'clientForm', current: 0, progress: ['done'] },
      { step: 'serviceSelection' },
    ],
    [
      'clientForm: "separate mode with non-selectable provider: serviceSelection"',
      {
        services: [haircut, beard],
        mode: 'separate',
        step: 'clientForm',
        current: 1,
        progress: ['done', 'done'],
        context: { canChooseProvider: 'CANT' },
      },
      { step: 'serviceSelection' },
    ],
    [
      'clientForm: "to dateSelection" in consecutive mode',
      { services: [haircut, beard], mode: 'consecutive', step: 'clientForm', current: 0, progress: ['done', 'done'] },
      { step: 'dateSelection' },
    ],
    [
      'clientForm: "to dateSelection" for a single service whose provider is not selectable',
      { services: [soloService], step: 'clientForm', current: 0, progress: ['done'] },
      { step: 'dateSelection' },
    ],
    [
      'clientForm: "to … providerSelection" in separate mode where providers are chosen last',
      { services: [haircut, beard], mode: 'separate', step: 'clientForm', current: 1, progress: ['done', 'done'] },
      { step: 'providerSelection' },
    ],
    [
      'clientForm: "While editing: serviceSelection (session …)"',
      { services: [sessions], step: 'clientForm', current: 0, editing: true, progress: ['done'] },
      { step: 'serviceSelection' },
    ],
    [
      'clientForm: "While editing: serviceSelection (… non-selectable provider)"',
      { services: [soloService], step: 'clientForm', current: 0, editing: true, progress: ['done'] },
      { step: 'serviceSelection' },
    ],
    [
      'clientForm: "While editing: … or providerSelection"',
      { services: [haircut], step: 'clientForm', current: 0, editing: true, progress: ['done'] },
      { step: 'providerSelection' },
    ],
    [
      'reservationSummary: "to clientForm"',
      { services: [haircut], step: 'reservationSummary', current: 0, progress: ['done'] },
      { step: 'clientForm' },
    ],
    [
      'reservationSummary of a client-exclusive company: to clientForm as well (docs/adr/0026)',
      {
        services: [soloService],
        step: 'reservationSummary',
        current: 0,
        progress: ['done'],
        context: { clientExclusive: true },
      },
      { step: 'clientForm' },
    ],
    [
      '"Previous is disabled on the first meaningful step": one service at dateSelection',
      { services: [haircut], step: 'dateSelection', current: 0 },
      'first step',
    ],
    [
      '"Previous is disabled on the first meaningful step": several services at modeSelection',
      { services: [haircut, beard], step: 'modeSelection' },
      'first step',
    ],
    [
      '"Previous is disabled on the first meaningful step": a bundle at providerSelection',
      { services: [bundle], step: 'providerSelection', current: 0 },
      'first step',
    ],
    [
      '"On mobile, from a marketplace source at dateSelection, back uses browser history"',
      {
        services: [haircut, beard],
        mode: 'separate',
        step: 'dateSelection',
        current: 1,
        context: { screen: 'mobile', fromMarketplace: true },
      },
      'browser history',
    ],
    [
      '"Previous is disabled on the first meaningful step" — but from a marketplace on a phone, it goes back in history: one service at dateSelection',
      { services: [haircut], step: 'dateSelection', current: 0, context: { screen: 'mobile', fromMarketplace: true } },
      'browser history',
    ],
    [
      'From a marketplace on a phone, the first step goes back in history: several services at modeSelection',
      { services: [haircut, beard], step: 'modeSelection', context: { screen: 'mobile', fromMarketplace: true } },
      'browser history',
    ],
    [
      'From a marketplace on a desktop, the first step still keeps Previous disabled',
      { services: [haircut], step: 'dateSelection', current: 0, context: { screen: 'desktop', fromMarketplace: true } },
      'first step',
    ],
  ];

  it.each(rows)('%s', (_rule, spec, expected) => {
    const state = given(spec);
    const outcome = back(state);
    if (expected === 'first step') {
      expect(outcome).toEqual({ _tag: 'StayedOnFirstStep', state });
      expect(canGoBack(state)).toBe(false);
    } else if (expected === 'browser history') {
      expect(outcome).toEqual({ _tag: 'UseBrowserHistory', state });
    } else {
      expect(outcome._tag).toBe('MovedBack');
      expect(outcome.state.step).toBe(expected.step);
      expect(canGoBack(state)).toBe(true);
    }
  });

  it('never goes back onto the client form while a service is unfinished, but to that service', () => {
    const state = given({
      services: [haircut, beard],
      mode: 'separate',
      step: 'reservationSummary',
      current: 0,
      progress: ['done', 'timed'],
    });
    const outcome = back(state);
    expect(outcome.state.step).toBe('providerSelection');
    expect(currentPosition(outcome.state)).toBe(1);
  });
});

// ---------------------------------------------------------------------------------------------
// Properties over any wizard state

const atTheEnd = (step: Step) => step === 'clientForm' || step === 'reservationSummary';

/** A state that shows the form or summary only with every service complete, as the wizard keeps it. */
function wellFormed(state: ReservationState): boolean {
  return !atTheEnd(state.step) || allServicesComplete(state);
}

function pointsAtAService(state: ReservationState): boolean {
  return (
    state.serviceBeingReserved === null ||
    state.servicesToReserve.some((item) => item.internalId === state.serviceBeingReserved)
  );
}

describe('step machine invariants (booking-wizard §2, §5)', () => {
  it('is total: next and back answer every state with a known step and a service that exists', () => {
    fc.assert(
      fc.property(anyReservationState(), (state) => {
        for (const after of [next(state), back(state).state]) {
          expect(STEPS).toContain(after.step);
          expect(pointsAtAService(after)).toBe(true);
        }
        expect(STEPS).toContain(startStep(state));
      }),
      { numRuns: 500 },
    );
  });

  it('never moves onto the client form or the summary while any service lacks day, hour or a required provider', () => {
    fc.assert(
      fc.property(anyReservationState(), (state) => {
        const moves = [next(state), back(state).state].filter((after) => after !== state);
        for (const after of moves) expect(wellFormed(after)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('does not move forward while the step lacks what it asks for', () => {
    fc.assert(
      fc.property(anyReservationState(), (state) => {
        fc.pre(!canGoNext(state));
        expect(next(state)).toBe(state);
      }),
    );
  });

  it('disables Previous on the first meaningful step, unless a marketplace opened it on a phone: then it goes back in history', () => {
    fc.assert(
      fc.property(anyReservationState(), (generated) => {
        const state = { ...generated, step: startStep(generated) };
        const marketplaceOnPhone = state.context.screen === 'mobile' && state.context.fromMarketplace;
        expect(canGoBack(state)).toBe(marketplaceOnPhone);
        expect(back(state)).toEqual({ _tag: marketplaceOnPhone ? 'UseBrowserHistory' : 'StayedOnFirstStep', state });
      }),
    );
  });

  it('leads a client who answers every step from the start to the client form (or the summary) in a bounded number of steps', () => {
    const anyAnswers = fc.record({
      mode: fc.constantFrom<BookingMode>('consecutive', 'separate'),
      day: anyNearLocalDate,
      hour: anyQuarterHour,
    });
    fc.assert(
      fc.property(anyWizardContext, anySelection, anyAnswers, (context, selection, answers) => {
        let state = openReservation(context, selection, null);
        const bound = 4 * state.servicesToReserve.length + 6;
        for (let moves = 0; moves < bound && !atTheEnd(state.step); moves++) {
          state = next(answer(state, answers));
          expect(wellFormed(state)).toBe(true);
          expect(pointsAtAService(state)).toBe(true);
        }
        expect(state.step).toBe('clientForm');
      }),
      { numRuns: 300 },
    );
  });
});

/** What a client does on each step: picks a mode, a specific professional, a day and an hour. */
function answer(
  state: ReservationState,
  answers: { readonly mode: BookingMode; readonly day: LocalDate; readonly hour: ClockTime },
): ReservationState {
  switch (state.step) {
    case 'modeSelection': {
      const forcedSeparate = state.servicesToReserve.some((item) => item.service.classService);
      return { ...state, bookingMode: forcedSeparate ? 'separate' : answers.mode };
    }
    case 'providerSelection':
      return updateServices(
        state,
        (item) => !hasRequiredProvider(state.context, item) && providerIsSelectable(state.context, item),
        (item) => ({ ...item, provider: item.service.serviceProviders[0] ?? FIRST_AVAILABLE_PROVIDER }),
      );
    case 'dateSelection': {
      const onTheStep = serviceOnTheDateStep(state);
      const chained = isChained(state);
      return updateServices(
        state,
        (item) => chained || item.internalId === onTheStep?.internalId,
        (item) => ({ ...item, daySelected: answers.day, hourSelected: answers.hour }),
      );
    }
    case 'serviceSelection':
    case 'clientForm':
    case 'reservationSummary':
    case 'iframePostPay':
    case 'payment':
      return state;
  }
}

describe('waiting for a payment in another tab (booking-wizard §2 iframePostPay)', () => {
  it('moves to iframePostPay, keeping every service, and neither Next nor Previous leaves it', () => {
    fc.assert(
      fc.property(anyReservationState(), (state) => {
        const waiting = awaitPaymentInOtherTab(state);
        expect(waiting.step).toBe('iframePostPay');
        expect(waiting.servicesToReserve).toEqual(state.servicesToReserve);
        expect(next(waiting)).toBe(waiting);
        expect(canGoBack(waiting)).toBe(false);
      }),
    );
  });
});

describe('after a refused submission (booking-wizard §4 "Failure: … return to dateSelection, clear selected hour")', () => {
  it('returns to the client form keeping every hour when the refusal names only client fields (booking-wizard §8)', () => {
    fc.assert(
      fc.property(anyReservationState(), (state) => {
        const after = returnToClientFormAfterRefusal(state);
        expect(after.step).toBe(state.context.clientExclusive ? 'reservationSummary' : 'clientForm');
        expect(after.servicesToReserve).toEqual(state.servicesToReserve);
        expect(after.isEditing).toBe(false);
      }),
    );
  });

  it('clears the hour of the service the failure names, keeps the rest, and shows it on the date step', () => {
    const state = given({
      services: [haircut, beard],
      mode: 'separate',
      step: 'clientForm',
      current: 1,
      progress: ['done', 'done'],
    });
    const [first, second] = state.servicesToReserve;
    const after = returnToDateStepAfterFailure(state, [second?.internalId as ServiceToReserve['internalId']]);
    expect(after.step).toBe('dateSelection');
    expect(after.serviceBeingReserved).toBe(second?.internalId);
    expect(after.servicesToReserve[0]).toEqual(first);
    expect(after.servicesToReserve[1]).toEqual({ ...second, hourSelected: null });
  });

  it('clears every hour when the failure names no service, starting from the first', () => {
    const state = given({
      services: [haircut, beard],
      mode: 'separate',
      step: 'reservationSummary',
      current: 1,
      progress: ['done', 'done'],
    });
    const after = returnToDateStepAfterFailure(state, []);
    expect(after.servicesToReserve.map((item) => item.hourSelected)).toEqual([null, null]);
    expect(after.servicesToReserve.map((item) => item.daySelected)).toEqual([day, day]);
    expect(currentPosition(after)).toBe(0);
  });

  it('clears a chain as a block, since its hours were offered together', () => {
    const state = given({ services: [bundle], step: 'clientForm', current: 0, progress: ['done', 'done'] });
    const after = returnToDateStepAfterFailure(state, [
      state.servicesToReserve[1]?.internalId as ServiceToReserve['internalId'],
    ]);
    expect(after.servicesToReserve.map((item) => item.hourSelected)).toEqual([null, null]);
    expect(currentPosition(after)).toBe(0);
  });

  it('always lands on the date step with a service to schedule, never losing a day or a professional', () => {
    fc.assert(
      fc.property(anyReservationState(), fc.nat(), (state, pick) => {
        fc.pre(state.servicesToReserve.length > 0);
        const named = state.servicesToReserve[pick % state.servicesToReserve.length]?.internalId;
        const after = returnToDateStepAfterFailure(state, named === undefined ? [] : [named]);
        expect(after.step).toBe('dateSelection');
        expect(after.servicesToReserve.some((item) => item.internalId === after.serviceBeingReserved)).toBe(true);
        expect(after.servicesToReserve.map((item) => [item.internalId, item.daySelected, item.provider])).toEqual(
          state.servicesToReserve.map((item) => [item.internalId, item.daySelected, item.provider]),
        );
        expect(after.servicesToReserve.find((item) => item.internalId === named)?.hourSelected ?? null).toBeNull();
      }),
    );
  });
});
