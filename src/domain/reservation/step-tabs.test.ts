import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ClockTime } from '../calendar/clock-time';
import type { LocalDate } from '../calendar/local-date';
import type { ProviderRef, Service } from '../catalog/service';
import { exampleService } from '../catalog/service.arbitraries';
import { anyReservationState, openContext } from './reservation.arbitraries';
import { servicesToReserveFor, type ReservationState, type ServiceToReserve, type WizardContext } from './reservation';
import { goToTab, stepTabs } from './step-tabs';

const ana = { id: 1, publicName: 'Ana' } as ProviderRef;
const bruno = { id: 2, publicName: 'Bruno' } as ProviderRef;
const service = (id: number, shape: Record<string, unknown> = {}): Service =>
  exampleService({ id, name: `Service ${id}`, serviceProviders: [ana, bruno], ...shape });
const day = '2026-12-01' as LocalDate;
const timed = (item: ServiceToReserve): ServiceToReserve => ({
  ...item,
  daySelected: day,
  hourSelected: '10:00' as ClockTime,
});

function opened(
  selection: readonly Service[],
  shape: Partial<ReservationState> = {},
  context: Partial<WizardContext> = {},
): ReservationState {
  const fullContext = { ...openContext, ...context };
  const servicesToReserve = servicesToReserveFor(selection, fullContext, null);
  return {
    context: fullContext,
    servicesToReserve,
    step: 'dateSelection',
    bookingMode: 'none',
    serviceBeingReserved: servicesToReserve[0]?.internalId ?? null,
    providerPreSelected: null,
    isEditing: false,
    ...shape,
  };
}

const order = (state: ReservationState) => stepTabs(state).map((tab) => `${String(tab.number)} ${tab.step}`);

describe('the step tabs (booking-wizard §2 Step tabs)', () => {
  it('puts the date first and the professional second for a single service', () => {
    expect(order(opened([service(1)]))).toEqual(['1 dateSelection', '2 providerSelection', '3 clientForm']);
  });

  it('swaps the order in consecutive mode, for a bundle and for a session package', () => {
    expect(order(opened([service(1), service(2)], { bookingMode: 'consecutive' }))).toEqual([
      '1 providerSelection',
      '2 dateSelection',
      '3 clientForm',
    ]);
    const member = {
      id: 11,
      name: 'M',
      durationMinutes: 20,
      serviceProviders: [ana, bruno],
      onlinePayable: false,
      mustBePaidOnline: false,
      onlineDownPayment: false,
      onlineDownPaymentAmount: 0,
    };
    expect(order(opened([service(10, { bundle: [member, { ...member, id: 12 }] })]))[0]).toBe('1 providerSelection');
    expect(order(opened([service(20, { sessionsAmount: 3 })]))[0]).toBe('1 providerSelection');
  });

  it('numbers the reservation data 2 when the professional step is hidden, as in the workshop variant', () => {
    expect(order(opened([service(1)], {}, { workshopVariant: true }))).toEqual(['1 dateSelection', '2 clientForm']);
    expect(order(opened([service(1)], {}, { canChooseProvider: 'CANT' }))).toEqual(['1 dateSelection', '2 clientForm']);
  });

  it('lets a tab be clicked only once the tabs before it are done', () => {
    const blank = opened([service(1)]);
    expect(stepTabs(blank).map((tab) => tab.reachable)).toEqual([true, false, false]);
    const dated = { ...blank, servicesToReserve: blank.servicesToReserve.map(timed) };
    expect(stepTabs(dated).map((tab) => tab.reachable)).toEqual([true, true, false]);
    const complete = {
      ...dated,
      servicesToReserve: dated.servicesToReserve.map((item) => ({ ...item, provider: ana })),
    };
    expect(stepTabs(complete).map((tab) => tab.reachable)).toEqual([true, true, true]);
  });

  it('shows no tabs while the client chooses how to book several services: the choice decides their order (issue 20)', () => {
    const choosing = opened([service(1), service(2)], { step: 'modeSelection' });
    expect(stepTabs(choosing)).toEqual([]);
    expect(goToTab(choosing, 'dateSelection')).toBe(choosing);
    expect(order({ ...choosing, step: 'dateSelection' })).toEqual([
      '1 dateSelection',
      '2 providerSelection',
      '3 clientForm',
    ]);
  });

  it('marks the reservation data tab current on the summary too', () => {
    expect(stepTabs(opened([service(1)], { step: 'reservationSummary' })).find((tab) => tab.current)?.step).toBe(
      'clientForm',
    );
  });

  it('goes to a reachable tab and ignores one that is not', () => {
    const blank = opened([service(1)]);
    expect(goToTab(blank, 'clientForm')).toBe(blank);
    const complete = {
      ...blank,
      servicesToReserve: blank.servicesToReserve.map((item) => ({ ...timed(item), provider: ana })),
      step: 'clientForm' as const,
    };
    expect(goToTab(complete, 'dateSelection').step).toBe('dateSelection');
  });

  it('never offers the reservation data before every service is complete, and numbers tabs 1…n', () => {
    fc.assert(
      fc.property(anyReservationState(), (state) => {
        const tabs = stepTabs(state);
        expect(tabs.map((tab) => tab.number)).toEqual(tabs.map((_, index) => index + 1));
        const data = tabs.find((tab) => tab.step === 'clientForm');
        if (data?.reachable === true)
          expect(state.servicesToReserve.every((item) => item.daySelected !== null && item.hourSelected !== null)).toBe(
            true,
          );
        if (state.step === 'modeSelection') expect(tabs).toEqual([]);
        else expect(tabs[0]?.reachable).toBe(true);
      }),
    );
  });
});
