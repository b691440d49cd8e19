import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offsetMinutesAt, timeZone } from '#domain/availability/time-zone';
import {
  chooseHour,
  dayButtons,
  hourButton,
  MODE_STEP,
  nextButton,
  openWizard,
  professionalFor,
  PROVIDER_STEP,
  stepHeading,
  DATE_STEP,
  THURSDAY,
  WEDNESDAY,
  dayButtonName,
} from '../booking-wizard-flows.test-support';
import { NO_HOURS, PALERMO_LOCATION, SERVICES, storefrontApi } from '../../../testing/storefront-api.test-support';
import { HOURS_REFRESH_MS } from '../../../shared/days-and-hours-loaders';
import type { WizardOpening } from '../wizard-types';

// The date step (booking-wizard §2 Date selection, §5, §7, §9): the strip of days, the hours by
// part of the day and how they are asked for again, the no-hours and no-days states and the
// promotion reminder, on Wednesday, November 25, 2026 at Palermo.

describe('the date step (booking-wizard §2 Date selection, §5, §7, §9)', () => {
  it('shows 14 days on desktop, from today, each named in full (§2 Date selection, §9 "Day strip 7 (mobile) or 14 (desktop)")', async () => {
    await openWizard([SERVICES.cut]);
    await hourButton(WEDNESDAY, '10:00');
    const days = dayButtons();
    expect(days).toHaveLength(14);
    expect(days[0]).toHaveAccessibleName(dayButtonName(WEDNESDAY));
    expect(days[1]).toHaveAccessibleName(dayButtonName(THURSDAY));
    expect(days[13]).toHaveAccessibleName('Tuesday, December 8, 2026 (Tue 8)');
  });

  it('shows 7 days on mobile (§9)', async () => {
    await openWizard([SERVICES.cut], { screen: 'mobile' });
    await hourButton(WEDNESDAY, '10:00');
    const days = dayButtons();
    expect(days).toHaveLength(7);
    expect(days.at(-1)).toHaveAccessibleName('Tuesday, December 1, 2026 (Tue 1)');
  });

  it('follows the screen as it is resized, from 14 days to 7 (§9)', async () => {
    const { ports } = await openWizard([SERVICES.cut]);
    await hourButton(WEDNESDAY, '10:00');
    act(() => {
      ports.screen.value = 'mobile';
    });
    expect(dayButtons()).toHaveLength(7);
  });

  it('disables the days without hours, saying so in their names, and opens on the first day with hours (§3 Day: date, available)', async () => {
    const api = storefrontApi({ unavailableDays: ['2026-11-25', '2026-11-27'] });
    await openWizard([SERVICES.cut], { api });
    await hourButton(THURSDAY, '10:00');
    expect(screen.getByRole('button', { name: `${dayButtonName(WEDNESDAY)}, no hours available` })).toBeDisabled();
    expect(
      screen.getByRole('button', { name: 'Friday, November 27, 2026 (Fri 27), no hours available' }),
    ).toBeDisabled();
    expect(screen.getByRole('button', { name: dayButtonName(THURSDAY) })).toBeEnabled();
    expect(screen.getByRole('button', { name: dayButtonName(THURSDAY) })).toHaveAttribute('aria-pressed', 'true');
  });

  it('disables the previous-dates arrow on the strip that starts today, and enables it once the strip moves on (§5 "Previous-day arrow disabled when the window starts today")', async () => {
    const { user } = await openWizard([SERVICES.cut]);
    await hourButton(WEDNESDAY, '10:00');
    expect(screen.getByRole('button', { name: 'Earlier dates' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Later dates' }));
    expect(dayButtons()[0]).toHaveAccessibleName('Wednesday, December 9, 2026 (Wed 9)');
    expect(screen.getByRole('button', { name: 'Earlier dates' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Earlier dates' }));
    expect(dayButtons()[0]).toHaveAccessibleName(dayButtonName(WEDNESDAY));
    expect(screen.getByRole('button', { name: 'Earlier dates' })).toBeDisabled();
  });

  it('shows the skeleton while the hours load, then the hours grouped into morning, afternoon and night, each named with its day (§2 "Loading shows a skeleton")', async () => {
    const api = storefrontApi({
      hoursOn: { '2026-11-25': { morning: ['09:30', '11:00'], afternoon: ['14:00'], night: ['19:30', '20:00'] } },
    });
    const release = api.hold('listAvailableHours');
    await openWizard([SERVICES.cut], { api });
    expect(await screen.findByTestId('hours-skeleton')).toBeInTheDocument();
    expect(screen.getByText('Loading the hours…')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Morning' })).not.toBeInTheDocument();
    release();
    const morning = await screen.findByRole('group', { name: 'Morning' });
    expect(screen.queryByTestId('hours-skeleton')).not.toBeInTheDocument();
    expect(
      within(morning)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([`${WEDNESDAY}, 09:30 to 10:00`, `${WEDNESDAY}, 11:00 to 11:30`]);
    expect(
      within(screen.getByRole('group', { name: 'Afternoon' }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['14:00']);
    expect(
      within(screen.getByRole('group', { name: 'Night' }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['19:30', '20:00']);
  });

  it('leaves out a part of the day without hours (§3 Day hours response)', async () => {
    const api = storefrontApi({ hoursOn: { '2026-11-25': { morning: ['10:00'], afternoon: [], night: [] } } });
    await openWizard([SERVICES.cut], { api });
    await hourButton(WEDNESDAY, '10:00');
    expect(screen.getByRole('group', { name: 'Morning' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Afternoon' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Night' })).not.toBeInTheDocument();
  });

  it('marks the chosen hour, and asks the hours of another day when the client picks it, clearing the hour (§4 "Choosing a day clears the hour")', async () => {
    const { user, api } = await openWizard([SERVICES.cut]);
    await chooseHour(user, WEDNESDAY, '10:30');
    expect(await hourButton(WEDNESDAY, '10:30')).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: dayButtonName(THURSDAY) }));
    expect(await hourButton(THURSDAY, '10:30')).toHaveAttribute('aria-pressed', 'false');
    expect(api.asked.hours.map((query) => query.date)).toEqual(['2026-11-25', '2026-11-26']);
    expect(nextButton()).toBeDisabled();
  });

  it('asks for the hours again every 30 s, showing what changed without the skeleton (§7 "Refetched every 30 s")', async () => {
    const { api, ports } = await openWizard([SERVICES.cut]);
    await hourButton(WEDNESDAY, '10:00');
    expect(api.asked.hours).toHaveLength(1);
    api.scenario.hoursOn.set('2026-11-25', { morning: ['10:30'], afternoon: [], night: [] });
    act(() => {
      ports.timers.advance(HOURS_REFRESH_MS - 1);
    });
    expect(api.asked.hours).toHaveLength(1);
    act(() => {
      ports.timers.advance(1);
    });
    expect(api.asked.hours).toHaveLength(2);
    expect(screen.queryByTestId('hours-skeleton')).not.toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: `${WEDNESDAY}, 10:00` })).not.toBeInTheDocument();
    });
    expect(await hourButton(WEDNESDAY, '10:30')).toBeInTheDocument();
    act(() => {
      ports.timers.advance(HOURS_REFRESH_MS);
    });
    expect(api.asked.hours).toHaveLength(3);
  });

  it('asks for the hours again when the window regains focus (§7 "and on window focus")', async () => {
    const { api, ports } = await openWizard([SERVICES.cut]);
    await hourButton(WEDNESDAY, '10:00');
    api.scenario.hoursOn.set('2026-11-25', { morning: [], afternoon: ['16:00'], night: [] });
    act(() => {
      ports.timers.focusWindow();
    });
    expect(await hourButton(WEDNESDAY, '16:00')).toBeInTheDocument();
    expect(api.asked.hours).toHaveLength(2);
  });

  it('stops asking for the hours once the wizard closes (§7)', async () => {
    const { api, ports, unmount } = await openWizard([SERVICES.cut]);
    await hourButton(WEDNESDAY, '10:00');
    unmount();
    act(() => {
      ports.timers.advance(HOURS_REFRESH_MS);
      ports.timers.focusWindow();
    });
    expect(api.asked.hours).toHaveLength(1);
    expect(ports.timers.waiting).toBe(0);
  });

  it('shows the no-hours state with its actions, the next available day taking the client there (§2 "A \'no hours\' state offers …")', async () => {
    const api = storefrontApi({ hoursOn: { '2026-11-25': NO_HOURS } });
    const { user } = await openWizard([SERVICES.cut], { api });
    expect(await screen.findByText('There are no hours available on this day.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete this service' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Any professional' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to the next available day' }));
    expect(await hourButton(THURSDAY, '10:00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: dayButtonName(THURSDAY) })).toHaveAttribute('aria-pressed', 'true');
    expect(api.asked.sooner.map((query) => query.startDate)).toEqual(['2026-11-26']);
  });

  it('offers to drop a pre-selected professional in the no-hours state (§2, §4 "Removing a preselected provider")', async () => {
    const api = storefrontApi({ hoursOn: { '2026-11-25': NO_HOURS } });
    const { user } = await openWizard([SERVICES.shave], {
      api,
      opening: { providerPreSelected: { id: 12, publicName: 'Martina' } as WizardOpening['providerPreSelected'] },
    });
    expect(await screen.findByText('There are no hours available on this day.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('complementary', { name: 'Your services' })).getByText('Martina'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Any professional' }));
    expect(
      within(screen.getByRole('complementary', { name: 'Your services' })).getByText('First provider available'),
    ).toBeInTheDocument();
  });

  it('closes the wizard when the no-hours state deletes the only service (§2, §4 "when the last service is removed the modal closes")', async () => {
    const api = storefrontApi({ hoursOn: { '2026-11-25': NO_HOURS } });
    const { user, onClose } = await openWizard([SERVICES.cut], { api });
    await user.click(await screen.findByRole('button', { name: 'Delete this service' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('opens on the first day with hours beyond the strip, moving the strip to it, when the strip has none (§2 "next available day", §7 First available date)', async () => {
    const firstTwoWeeks = Array.from({ length: 14 }, (_, index) =>
      new Date(Date.UTC(2026, 10, 25 + index)).toISOString().slice(0, 10),
    );
    const api = storefrontApi({ unavailableDays: firstTwoWeeks });
    await openWizard([SERVICES.cut], { api });
    expect(await hourButton('Wednesday, December 9, 2026', '10:00')).toBeInTheDocument();
    expect(dayButtons()[0]).toHaveAccessibleName('Wednesday, December 9, 2026 (Wed 9)');
    expect(screen.getByRole('button', { name: 'Wednesday, December 9, 2026 (Wed 9)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(api.asked.sooner.map((query) => query.startDate)).toEqual(['2026-11-25']);
  });

  it('shows the no-days state, offering only to delete the service, when no day up to the limit has hours (§2, §8 DATE_SELECTOR.NO_HOURS_NO_DAYS)', async () => {
    const everyDay = Array.from({ length: 120 }, (_, index) =>
      new Date(Date.UTC(2026, 10, 25 + index)).toISOString().slice(0, 10),
    );
    const api = storefrontApi({ unavailableDays: everyDay });
    const { user, onClose } = await openWizard([SERVICES.cut], { api });
    expect(await screen.findByText('There are no days available for this service.')).toBeInTheDocument();
    expect(screen.queryByRole('toolbar', { name: 'Days' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete this service' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('reminds the client of the promotion\'s end when its discount applies on the chosen day, and not otherwise (§2 "A reminder line shows the promotion end date")', async () => {
    const { user } = await openWizard([SERVICES.promotion]);
    await hourButton(WEDNESDAY, '10:00');
    expect(screen.getByText('The discount applies to bookings until 30/11/2026.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tuesday, December 1, 2026 (Tue 1)' }));
    await hourButton('Tuesday, December 1, 2026', '10:00');
    expect(screen.queryByText(/The discount applies to bookings until/)).not.toBeInTheDocument();
  });

  it('names every service booked one after another in its heading, not only the first (issue 36)', async () => {
    const { user } = await openWizard([SERVICES.cut, SERVICES.shave]);
    await stepHeading(MODE_STEP);
    await user.click(screen.getByRole('radio', { name: 'One after another' }));
    await user.click(nextButton());
    await stepHeading(PROVIDER_STEP);
    await user.click(professionalFor('Afeitado con navaja', 'Lucas'));
    await user.click(nextButton());
    expect(await stepHeading(DATE_STEP)).toHaveTextContent(
      /^Choose a day and an hour for Corte clásico and Afeitado con navaja$/,
    );
  });

  it('shows no promotion reminder for a service without a promotion (§2)', async () => {
    await openWizard([SERVICES.beardTrim]);
    await hourButton(WEDNESDAY, '10:00');
    expect(screen.queryByText(/The discount applies to bookings until/)).not.toBeInTheDocument();
  });
});

describe('the date step’s word on whose clock its hours are (docs/adr/0152)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });
  const note = /^Times are shown in the location’s time zone, /;
  /** A browser whose clock follows `zone`'s rules. */
  const browserIn = (zone: string) => {
    const rules = timeZone(zone)._unsafeUnwrap();
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockImplementation(function (this: Date) {
      return -offsetMinutesAt(rules, this.getTime());
    });
  };

  it('says the hours are on the location’s clock, naming its zone, where the visitor’s reads otherwise', async () => {
    browserIn('Asia/Tokyo');
    await openWizard([SERVICES.cut]);
    await hourButton(WEDNESDAY, '10:00');
    expect(screen.getByText(note)).toHaveTextContent(PALERMO_LOCATION.timeZone);
  });

  it('says nothing of it where the visitor’s clock reads as the location’s all year', async () => {
    browserIn(PALERMO_LOCATION.timeZone);
    await openWizard([SERVICES.cut]);
    await hourButton(WEDNESDAY, '10:00');
    expect(screen.queryByText(note)).toBeNull();
  });
});

describe('the date step by keyboard (issue 20, WAI-ARIA roving tabindex)', () => {
  it('makes the days one Tab stop, the chosen day, with Left, Right, Home and End between the days that have hours', async () => {
    const { user } = await openWizard([SERVICES.cut]);
    await hourButton(WEDNESDAY, '10:00');
    const days = dayButtons();
    const open = days.filter((day) => !day.hasAttribute('disabled'));
    const chosen = days.find((day) => day.getAttribute('aria-pressed') === 'true');
    expect(days.filter((day) => day.tabIndex === 0)).toEqual([chosen]);
    act(() => {
      chosen?.focus();
    });
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(open[open.indexOf(chosen as HTMLElement) + 1]);
    expect(days.filter((day) => day.tabIndex === 0)).toEqual([document.activeElement]);
    // Moving the focus chooses nothing: Enter or Space does.
    expect(chosen).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(open.at(-1));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(open[0]);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(open[0]);
    // Tab leaves the strip at once, whichever day has the focus.
    await user.tab();
    expect(days).not.toContain(document.activeElement);
  });

  it('makes the hours one Tab stop, the arrows moving between them, each named by its start and end', async () => {
    const { user } = await openWizard([SERVICES.cut]);
    await hourButton(WEDNESDAY, '10:00');
    const grid = screen.getByRole('toolbar', { name: `Hours on ${WEDNESDAY}` });
    const hours = within(grid).getAllByRole('button');
    expect(hours.length).toBeGreaterThan(2);
    expect(hours.filter((hour) => hour.tabIndex === 0)).toEqual([hours[0]]);
    expect(hours[0]).toHaveAccessibleName(`${WEDNESDAY}, 10:00 to 10:30`);
    act(() => {
      hours[0]?.focus();
    });
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(hours[1]);
    // Without a layout (this DOM draws none) Down and Up step through the hours in order.
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(hours[2]);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(hours[1]);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(hours.at(-1));
    await user.keyboard('{Enter}');
    expect(hours.at(-1)).toHaveAttribute('aria-pressed', 'true');
    expect(hours.filter((hour) => hour.tabIndex === 0)).toEqual([hours.at(-1)]);
    // Tab leaves the hours at once.
    await user.tab();
    expect(hours).not.toContain(document.activeElement);
  });

  it('names a class hour by its seats left too, shown under its button, one seat in the singular (issue 20, issue 36)', async () => {
    const seats = {
      morning: ['10:00', '10:30'],
      afternoon: ['15:00'],
      night: [],
      seatsLeft: { '10:00': 3, '10:30': 1 },
    };
    await openWizard([SERVICES.cut], { api: storefrontApi({ hoursOn: { '2026-11-25': seats } }) });
    const three = await screen.findByRole('button', {
      name: /^Wednesday, November 25, 2026, 10:00 to \d\d:\d\d, 3 seats left$/,
    });
    expect(three).toHaveTextContent(/^10:00$/);
    expect(three.parentElement).toHaveTextContent('10:003 seats left');
    const one = screen.getByRole('button', { name: /^Wednesday, November 25, 2026, 10:30 to \d\d:\d\d, 1 seat left$/ });
    expect(one.parentElement).toHaveTextContent('1 seat left');
    // An hour the API sends no seats for says none.
    expect(
      screen.getByRole('button', { name: /^Wednesday, November 25, 2026, 15:00 to \d\d:\d\d$/ }),
    ).toHaveTextContent(/^15:00$/);
  });

  it('says the seats left in Spanish in the hour\'s name: "quedan 3 cupos", "queda 1 cupo" (issue 20, issue 36)', async () => {
    const seats = { morning: ['10:00', '10:30'], afternoon: [], night: [], seatsLeft: { '10:00': 3, '10:30': 1 } };
    await openWizard([SERVICES.cut], { api: storefrontApi({ hoursOn: { '2026-11-25': seats } }), language: 'es' });
    expect(
      await screen.findByRole('button', {
        name: /^miércoles, 25 de noviembre de 2026, de 10:00 a \d\d:\d\d, quedan 3 cupos$/,
      }),
    ).toHaveTextContent(/^10:00$/);
    expect(
      screen.getByRole('button', { name: /^miércoles, 25 de noviembre de 2026, de 10:30 a \d\d:\d\d, queda 1 cupo$/ }),
    ).toHaveTextContent(/^10:30$/);
  });
});
