import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectNoAccessibilityViolations } from './accessibility.test-support';

// Test support: the booking wizard as a client uses it — elements found by their role and
// accessible name — in the storefront's English unless a test switches to Spanish. Each suite pins
// its clocks at an instant of its own (docs/adr/0047) and the demo is seeded from it, yet the
// clocks run on while the tests run: days and hours are not written here, the tests take the first
// the wizard offers and read its name back ("Wednesday, November 25, 2026, 10:30 to 11:15").

const MONTHS: Readonly<Record<string, number>> = {
  january: 1,
  february: 2,
  march: 3,
  april: 4,
  may: 5,
  june: 6,
  july: 7,
  august: 8,
  september: 9,
  october: 10,
  november: 11,
  december: 12,
  enero: 1,
  febrero: 2,
  marzo: 3,
  abril: 4,
  mayo: 5,
  junio: 6,
  julio: 7,
  agosto: 8,
  septiembre: 9,
  setiembre: 9,
  octubre: 10,
  noviembre: 11,
  diciembre: 12,
};

/**
 * The day in full within a day button's name, which adds what the button shows and whether it has
 * hours: "Wednesday, November 25, 2026 (Wed 25), no hours available" → "Wednesday, November 25, 2026".
 */
export function longDateIn(dayButtonName: string): string {
  return dayButtonName.replace(/ \([^)]*\)(, .*)?$/, '');
}

/** A day as the wizard names it in English ("Wednesday, November 25, 2026") or Spanish ("miércoles, 25 de noviembre de 2026"), as YYYY-MM-DD; a day button's name too. */
export function isoDateOf(dayName: string): string {
  const longDate = longDateIn(dayName);
  const english = /^\p{L}+, (\p{L}+) (\d{1,2}), (\d{4})$/u.exec(longDate.trim());
  const spanish = /^\p{L}+, (\d{1,2}) de (\p{L}+) de (\d{4})$/u.exec(longDate.trim());
  const [month, day, year] =
    english !== null
      ? [english[1], english[2], english[3]]
      : spanish !== null
        ? [spanish[2], spanish[1], spanish[3]]
        : [];
  const monthNumber = MONTHS[(month ?? '').toLowerCase()];
  if (monthNumber === undefined || day === undefined || year === undefined)
    throw new Error(`"${longDate}" is not a day as the wizard names it`);
  return `${year}-${String(monthNumber).padStart(2, '0')}-${day.padStart(2, '0')}`;
}

export interface ChosenSlot {
  /** The hour button's name: the day in full and the hour's start and end. */
  readonly name: string;
  /** The day's name, as its button in the strip has it. */
  readonly dayName: string;
  /** YYYY-MM-DD at the location. */
  readonly date: string;
  /** HH:mm at the location. */
  readonly hour: string;
  /** HH:mm at the location, where the hour ends (issue 20: "10:30 to 11:15"). */
  readonly end: string;
}

/**
 * An hour button's name, in English ("…, 10:30 to 11:15") or Spanish ("…, de 10:30 a 11:15"), a
 * class's hour followed by its seats left ("…, 8 seats left", "…, quedan 8 cupos").
 */
export const HOUR_NAME = /^(.*), (?:de )?(\d\d:\d\d) (?:to|a) (?:.*, )?(\d\d:\d\d)(?:, [^,]*)?$/;

export function slotNamed(name: string): ChosenSlot {
  const found = HOUR_NAME.exec(name);
  if (found?.[1] === undefined || found[2] === undefined || found[3] === undefined)
    throw new Error(`"${name}" is not an hour as the wizard names it`);
  return { name, dayName: found[1], date: isoDateOf(found[1]), hour: found[2], end: found[3] };
}

/** Polls `actual` until the assertion holds, for as long as a step may take to show on a busy machine. */
export function eventually<T>(actual: () => T, message?: string) {
  return expect.poll(actual, { timeout: 10_000, ...(message === undefined ? {} : { message }) });
}

/** `HH:mm` plus minutes, on the same day. */
export function addMinutes(hour: string, minutes: number): string {
  const [hours = 0, mins = 0] = hour.split(':').map(Number);
  const total = hours * 60 + mins + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

export function minutesOf(hour: string): number {
  const [hours = 0, minutes = 0] = hour.split(':').map(Number);
  return hours * 60 + minutes;
}

/** The wizard: a modal dialog named after the location ("Book at Providencia", "Reserva en Providencia"). */
export function wizard(page: Page): Locator {
  return page.getByRole('dialog', { name: /^(Book at|Reserva en) / });
}

/** The location page's storefront, loaded. */
/** The location page's services list, in English or Spanish. */
export function servicesList(page: Page): Locator {
  return page.getByRole('region', { name: /^(Services|Servicios)$/ });
}

/**
 * Opens the location page at `path` and waits for its services list; then, unless told to leave
 * them as they start, opens every category of it, as a client looking through the list does.
 */
export async function openLocationPage(
  page: Page,
  origin: string,
  path: string,
  { openCategories = true }: { readonly openCategories?: boolean } = {},
): Promise<void> {
  await page.goto(`${origin}${path}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await servicesList(page).waitFor();
  if (!openCategories) return;
  const closed = servicesList(page).getByRole('button', { expanded: false });
  while ((await closed.count()) > 0) await closed.first().click();
}

/** The step's heading is shown, and holds the focus: where a keyboard or screen-reader user goes on from. */
export async function expectStepHeadingFocused(page: Page, title: RegExp): Promise<void> {
  await shown(page, wizard(page).getByRole('heading', { level: 2, name: title }));
  await eventually(() =>
    page.evaluate(() =>
      document.activeElement?.tagName === 'H2'
        ? document.activeElement.textContent
        : `${document.activeElement?.tagName ?? 'nothing'} has the focus`,
    ),
  ).toMatch(title);
}

/** Waits for the step titled `title`, then checks the page with axe. */
export async function onStep(page: Page, title: RegExp, where: string): Promise<void> {
  await expectStepHeadingFocused(page, title);
  await expectNoAccessibilityViolations(page, where);
}

function dayStrip(page: Page): Locator {
  return wizard(page).getByRole('toolbar', { name: /^(Days|Días)$/ });
}

/** The day buttons of the strip, available or not. */
export function dayButtons(page: Page): Locator {
  return dayStrip(page).getByRole('button');
}

/** The hour buttons of the chosen day. */
export function hourButtons(page: Page): Locator {
  return wizard(page)
    .getByRole('toolbar', { name: /^(Hours on|Horas del) / })
    .getByRole('button');
}

function hoursOf(page: Page, dayName: string): Locator {
  return wizard(page).getByRole('toolbar', {
    name: new RegExp(`^(Hours on|Horas del) ${escapeRegExp(longDateIn(dayName))}$`),
  });
}

/** What the date step says of a chosen day without hours (booking-wizard §8 DATE_SELECTOR.NO_HOURS). */
const NO_HOURS = /^(There are no hours available on this day\.|No hay horas disponibles este día\.)$/;

/**
 * The day the strip shows as chosen — the wizard opens on the first day with hours — once its hours
 * have loaded, or once it says it has none: a day kept after its last hour was taken offers none.
 */
export async function chosenDayName(page: Page): Promise<string> {
  const chosen = dayStrip(page).getByRole('button', { pressed: true });
  await chosen.waitFor();
  const name = (await chosen.getAttribute('aria-label')) ?? '';
  await hoursOf(page, name).getByRole('button').first().or(wizard(page).getByText(NO_HOURS)).first().waitFor();
  return name;
}

/** The names of the hours offered on the chosen day, once they have loaded. */
export async function offeredHourNames(page: Page): Promise<readonly string[]> {
  const hours = hoursOf(page, await chosenDayName(page)).getByRole('button');
  return hours.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
}

/** Chooses a day in the strip by its name and waits for its hours. */
export async function chooseDay(page: Page, dayName: string): Promise<void> {
  // A day button's name starts with the day in full ("Wednesday, November 25, 2026 (Wed 25)").
  const day = dayStrip(page).getByRole('button', { name: new RegExp(`^${escapeRegExp(longDateIn(dayName))} \\(`) });
  await day.click();
  await eventually(() => day.getAttribute('aria-pressed')).toBe('true');
  await hoursOf(page, dayName).getByRole('button').first().waitFor();
}

/** Chooses the hour named `name` and waits until it shows as chosen. */
export async function chooseHourNamed(page: Page, name: string): Promise<ChosenSlot> {
  const button = wizard(page).getByRole('button', { name, exact: true });
  await button.click();
  await eventually(() => button.getAttribute('aria-pressed')).toBe('true');
  return slotNamed(name);
}

/** The zone of the demo locations these tests book at (Salón Aurora's and the workshop's). */
export const SANTIAGO = 'America/Santiago';

/** `now` on the wall clock of `zone`: its day, YYYY-MM-DD, and the minutes since its midnight. */
function wallClockAt(zone: string, now: Date): { readonly date: string; readonly minutes: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

/** Now, as the page's clock — pinned with the server's (docs/adr/0047) — says. */
export async function nowInPage(page: Page): Promise<Date> {
  return new Date(await page.evaluate(() => Date.now()));
}

/**
 * An hour that will not have started by the time the test books it: the clocks run on, and a test
 * takes seconds between choosing an hour and booking it, so the hours starting within a few minutes
 * of `now` are left to clients quicker than that.
 */
export function notAboutToStart(slot: ChosenSlot, now: Date, zone: string = SANTIAGO): boolean {
  const wallClock = wallClockAt(zone, now);
  return slot.date > wallClock.date || (slot.date === wallClock.date && minutesOf(slot.hour) >= wallClock.minutes + 5);
}

/** Which hours a test accepts, `now` being the page's time when it looks. */
export type AcceptedSlot = (slot: ChosenSlot, now: Date) => boolean;

/**
 * Chooses the first hour the wizard offers (the first `accepted` one, by default one not about to
 * start) on the day it opened on — the first with hours —, or on the next day with hours when that
 * day has none left to accept.
 */
export async function chooseFirstSlot(page: Page, accepted: AcceptedSlot = notAboutToStart): Promise<ChosenSlot> {
  const seen: string[] = [];
  for (let day = 0; day < 3; day += 1) {
    const names = await offeredHourNames(page);
    const now = await nowInPage(page);
    const name = names.find((candidate) => accepted(slotNamed(candidate), now));
    if (name !== undefined) return chooseHourNamed(page, name);
    seen.push(...names);
    const chosen = isoDateOf(await chosenDayName(page));
    const withHours = await dayStrip(page)
      .getByRole('button', { disabled: false })
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
    const later = withHours.find((dayName) => isoDateOf(dayName) > chosen);
    if (later === undefined) break;
    await chooseDay(page, later);
  }
  throw new Error(`none of the hours offered is acceptable: ${seen.join('; ')}`);
}

/** Presses the footer's Next (or Siguiente). */
export async function next(page: Page): Promise<void> {
  await wizard(page)
    .getByRole('button', { name: /^(Next|Siguiente)$/ })
    .click();
}

/** The name of a radio, as assistive technology reads it. */
async function radioName(radio: Locator): Promise<string> {
  const named = /radio "(.*)"/.exec(await radio.ariaSnapshot());
  return named?.[1] ?? '';
}

/** In a professional radio group, chooses the first professional offered by name (not "first provider available"); returns the name. */
export async function chooseFirstProfessional(group: Locator): Promise<string> {
  const professional = group.getByRole('radio').nth(1);
  // react-aria's radio is a visually hidden input: attached is as shown as it gets.
  await shown(group.page(), professional, 'attached');
  const name = await radioName(professional);
  // react-aria's radios are visually hidden inputs inside their label: the client presses the label.
  await group.getByText(name, { exact: true }).click();
  await eventually(() => professional.isChecked()).toBe(true);
  return name;
}

/** Chooses "First provider available" in a professional radio group. */
export async function chooseFirstAvailable(group: Locator): Promise<void> {
  await group.getByText(/^(First provider available|Primer profesional disponible)$/).click();
  await eventually(() => group.getByRole('radio').first().isChecked()).toBe(true);
}

export interface ClientDetails {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  /** The national number, after the preselected country code. */
  readonly phone: string;
  readonly rut?: string;
}

/** Fills the English client form's own fields and accepts the terms when the company asks to. */
export async function fillClientForm(
  page: Page,
  client: ClientDetails,
  options: { readonly acceptTerms: boolean } = { acceptTerms: true },
): Promise<void> {
  const form = wizard(page);
  await form.getByRole('textbox', { name: 'First name' }).fill(client.firstName);
  await form.getByRole('textbox', { name: 'Last name' }).fill(client.lastName);
  await form.getByRole('textbox', { name: 'Email' }).fill(client.email);
  await form.getByRole('textbox', { name: 'Phone number' }).fill(client.phone);
  if (client.rut !== undefined) await form.getByRole('textbox', { name: 'RUT' }).fill(client.rut);
  if (options.acceptTerms) {
    await form.getByText('I accept the terms and conditions').click();
    await eventually(() => form.getByRole('checkbox', { name: 'I accept the terms and conditions' }).isChecked()).toBe(
      true,
    );
  }
}

/**
 * Types `isoDate` ("1980-05-04") into the date field named `name` as a client does: into its
 * segments, in the order the storefront's locale puts them (issue 20: day first in es-CL).
 */
export async function typeDate(form: Locator, name: string, isoDate: string): Promise<void> {
  const [year, month, day] = isoDate.split('-') as [string, string, string];
  const parts: Readonly<Record<string, string>> = { year, month, day };
  const segments = form.getByRole('group', { name }).getByRole('spinbutton');
  const order = await segments.evaluateAll((found) => found.map((segment) => segment.getAttribute('data-type') ?? ''));
  await segments.first().click();
  for (const type of order)
    await segments
      .first()
      .page()
      .keyboard.type(parts[type] ?? '');
}

/** Continue, then Reserve on the summary; resolves with the confirmation address the wizard lands on. */
export async function continueAndReserve(page: Page, where: string): Promise<string> {
  const continueButton = wizard(page).getByRole('button', { name: /^(Continue|Continuar)$/ });
  await eventually(() => continueButton.isEnabled()).toBe(true);
  await continueButton.click();
  await onStep(page, /^(Confirm your booking|Confirma tu reserva)/, `${where}: the reservation summary`);
  await wizard(page)
    .getByRole('button', { name: /^(Reserve|Reservar)$/ })
    .click();
  await page.waitForURL(/\/bookings\/\d+\/[^/]+\/false$/);
  return page.url();
}

/** The confirmation view: "We are ready, {name}!", checked with axe. */
export async function expectConfirmation(page: Page, clientName: string, where: string): Promise<void> {
  await shown(
    page,
    page.getByRole('heading', {
      level: 1,
      name: new RegExp(`^(We are ready|¡Todo listo), ${escapeRegExp(clientName)}!$`),
    }),
  );
  await expectNoAccessibilityViolations(page, `${where}: the confirmation view`);
}

/** Waits for `locator` to show; failing, says what the page showed instead. */
export async function shown(page: Page, locator: Locator, state: 'visible' | 'attached' = 'visible'): Promise<void> {
  try {
    await locator.waitFor({ state });
  } catch (error) {
    const showing = await page
      .locator('body')
      .ariaSnapshot()
      .catch(() => '(the page could not be read)');
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${page.url()} showed:\n${showing}`, {
      cause: error,
    });
  }
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
