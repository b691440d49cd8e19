import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import type { ServiceView } from '#application/ports/client/offered-services';
import type { ScreenSize } from '#domain/reservation/reservation';
import { BookingWizard } from './booking-wizard';
import type { WizardOpening } from './wizard-types';
import type { Language } from '../../i18n/i18n';
import { renderInStorefront, testPorts, type TestPorts } from '../../testing/render-storefront.test-support';
import { storefrontApi, type StorefrontApi } from '../../testing/storefront-api.test-support';
import { wizardOpening } from './wizard-opening.test-support';

// Test support: the booking wizard opened over the storefront's fake Booking API on Wednesday,
// November 25, 2026 at 09:00 in Buenos Aires, found by role and accessible name, and the ways a
// client goes through it that several tests share.

export interface OpenOptions {
  readonly api?: StorefrontApi;
  readonly screen?: ScreenSize;
  readonly opening?: Partial<Omit<WizardOpening, 'storefront' | 'services'>>;
  readonly humanCheck?: TestPorts['humanCheck'];
  readonly language?: Language;
  /** The page the wizard opens over; the location page of Palermo by default. */
  readonly path?: string;
  /** The tab's kept drafts (a fresh memory by default). */
  readonly drafts?: TestPorts['drafts'];
}

/** The wizard opened on `picked`, in that order, as the location page opens it. */
export async function openWizard(picked: readonly ServiceView[], options: OpenOptions = {}) {
  const api = options.api ?? storefrontApi();
  const opening = await wizardOpening(api, picked, options.opening);
  const ports = testPorts({
    api,
    ...(options.screen === undefined ? {} : { screen: options.screen }),
    ...(options.humanCheck === undefined ? {} : { humanCheck: options.humanCheck }),
    ...(options.path === undefined ? {} : { path: options.path }),
    ...(options.drafts === undefined ? {} : { drafts: options.drafts }),
  });
  const onClose = vi.fn<() => void>();
  const rendered = renderInStorefront(<BookingWizard opening={opening} onClose={onClose} />, {
    ports,
    ...(options.language === undefined ? {} : { language: options.language }),
  });
  return { ...rendered, api, onClose, opening };
}

/** Today, and tomorrow, at Palermo. */
export const WEDNESDAY = 'Wednesday, November 25, 2026';
export const THURSDAY = 'Thursday, November 26, 2026';

/** The steps' headings. */
export const DATE_STEP = /^Choose a day and an hour/;
export const MODE_STEP = 'How would you like to book your services?';
export const PROVIDER_STEP = 'Choose your professional';
export const CLIENT_FORM = 'Your details';
export const SUMMARY = 'Confirm your booking';

/** The current step's heading, once it shows. */
export const stepHeading = (name: RegExp | string) => screen.findByRole('heading', { level: 2, name });

export const nextButton = () => screen.getByRole('button', { name: 'Next' });

/** The hour's button, once the day's hours show: "Wednesday, November 25, 2026, 10:00 to 10:30", by its day and start. */
export const hourButton = (day: string, hour: string) =>
  screen.findByRole('button', { name: new RegExp(`^${escapeRegExp(`${day}, `)}(de )?${hour} (to|a) \\d\\d:\\d\\d$`) });

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export async function chooseHour(user: UserEvent, day: string, hour: string) {
  await user.click(await hourButton(day, hour));
}

/** A day button's name: the day in full, then what the button shows (date-selection-step.tsx). */
export function dayButtonName(longDate: string): string {
  const [weekday = '', monthAndDay = ''] = longDate.split(', ');
  return `${longDate} (${weekday.slice(0, 3)} ${monthAndDay.split(' ')[1] ?? ''})`;
}

/** The buttons of the strip of days. */
export const dayButtons = () => within(screen.getByRole('toolbar', { name: 'Days' })).getAllByRole('button');

/** A professional of a service on the provider step. */
export const professionalFor = (service: string, professional: RegExp | string) =>
  within(screen.getByRole('radiogroup', { name: `Professional for ${service}` })).getByRole('radio', {
    name: professional,
  });

/** From the date step of a service Lucas alone performs, at 10:00 today, to the client form. */
export async function scheduleAndGoOn(user: UserEvent) {
  await chooseHour(user, WEDNESDAY, '10:00');
  await user.click(nextButton());
  await stepHeading(CLIENT_FORM);
}

/** Sofía Ríos's name and email into the client form, each pasted at once (typing is the client form's own tests' concern). */
export async function fillClient(user: UserEvent) {
  for (const [field, value] of [
    ['First name', 'Sofía'],
    ['Last name', 'Ríos'],
    ['Email', 'sofia@correo.example'],
  ] as const) {
    await user.click(screen.getByRole('textbox', { name: field }));
    await user.paste(value);
  }
}

/** From the date step of a service Lucas alone performs to the summary, Sofía Ríos's details filled. */
export async function reachSummary(user: UserEvent) {
  await scheduleAndGoOn(user);
  await fillClient(user);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await stepHeading(SUMMARY);
}

/** A cut then a shave, one after the other, Lucas performing both from 10:00 today: from mode selection to the summary. */
export async function reachSummaryOfCutAndShave(user: UserEvent) {
  await stepHeading(MODE_STEP);
  await user.click(screen.getByRole('radio', { name: 'One after another' }));
  await user.click(nextButton());
  await stepHeading(PROVIDER_STEP);
  await user.click(professionalFor('Afeitado con navaja', 'Lucas'));
  await user.click(nextButton());
  await stepHeading(DATE_STEP);
  await reachSummary(user);
}
