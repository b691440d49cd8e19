import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  chooseHour,
  DATE_STEP,
  hourButton,
  MODE_STEP,
  nextButton,
  openWizard,
  professionalFor,
  PROVIDER_STEP,
  stepHeading,
  WEDNESDAY,
} from './booking-wizard-flows.test-support';
import { NO_TRACKING } from '#domain/booking/traffic-source';
import { SERVICES } from '../../testing/storefront-api.test-support';

// The booking wizard (booking-wizard §2 Wizard steps, §4, §5) over the storefront's fake Booking
// API, on Wednesday, November 25, 2026 at 09:00 in Buenos Aires: where it opens, when Next lets the
// client go on, and where the focus goes. Every rule is the domain's; these tests check that the
// screens show what the rules decide.

describe('the booking wizard', () => {
  describe('Previous on the first step (booking-wizard §2 Back rules)', () => {
    const marketplace = { tracking: { ...NO_TRACKING, creativeSource: 'marketplace' } };

    it('goes back in the browser’s history on a phone when a marketplace opened the wizard', async () => {
      const { user, ports } = await openWizard([SERVICES.cut], { screen: 'mobile', opening: marketplace });
      await stepHeading(DATE_STEP);
      const previous = screen.getByRole('button', { name: 'Previous' });
      expect(previous).toBeEnabled();
      await user.click(previous);
      expect(ports.router.backs).toBe(1);
    });

    it('stays disabled on a desktop, even from a marketplace', async () => {
      await openWizard([SERVICES.cut], { screen: 'desktop', opening: marketplace });
      await stepHeading(DATE_STEP);
      expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    });
  });

  describe('where it opens (booking-wizard §4 "Start step")', () => {
    it('opens on mode selection for two plain services', async () => {
      await openWizard([SERVICES.cut, SERVICES.shave]);
      expect(await stepHeading(MODE_STEP)).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: 'One after another' })).not.toBeChecked();
      expect(screen.getByRole('radio', { name: 'Separately' })).not.toBeChecked();
    });

    it('opens on date selection for one service', async () => {
      await openWizard([SERVICES.cut]);
      expect(await stepHeading(DATE_STEP)).toHaveTextContent('for Corte clásico');
    });

    it('opens on provider selection for a bundle whose professionals can be chosen', async () => {
      await openWizard([SERVICES.pack]);
      expect(await stepHeading(PROVIDER_STEP)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Service 1 of 2: Corte clásico' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Service 2 of 2: Afeitado con navaja' })).toBeInTheDocument();
    });
  });

  describe('Next (booking-wizard §5 "Next disabled until …")', () => {
    it('stays disabled on mode selection until a mode is picked, saying why', async () => {
      const { user } = await openWizard([SERVICES.cut, SERVICES.shave]);
      await stepHeading(MODE_STEP);
      expect(nextButton()).toBeDisabled();
      expect(nextButton()).toHaveAccessibleDescription('Choose how to book your services to continue.');
      await user.click(screen.getByRole('radio', { name: 'Separately' }));
      expect(nextButton()).toBeEnabled();
      expect(nextButton()).not.toHaveAccessibleDescription();
    });

    it('stays disabled on provider selection until every bundled service has a professional, saying why', async () => {
      const { user } = await openWizard([SERVICES.pack]);
      await stepHeading(PROVIDER_STEP);
      expect(nextButton()).toBeDisabled();
      expect(nextButton()).toHaveAccessibleDescription('Choose a professional to continue.');
      await user.click(professionalFor('Corte clásico', 'Lucas'));
      expect(nextButton()).toBeDisabled();
      await user.click(professionalFor('Afeitado con navaja', /First provider available/));
      expect(nextButton()).toBeEnabled();
    });

    it('stays disabled on date selection until an hour is chosen, saying why', async () => {
      const { user } = await openWizard([SERVICES.cut]);
      await hourButton(WEDNESDAY, '10:00');
      expect(nextButton()).toBeDisabled();
      expect(nextButton()).toHaveAccessibleDescription('Choose an hour to continue.');
      await chooseHour(user, WEDNESDAY, '10:00');
      expect(nextButton()).toBeEnabled();
    });
  });

  describe('focus (booking-wizard §2 Wizard steps; WCAG 2.4.3)', () => {
    it("moves to the new step's heading after each step change, forward and back", async () => {
      const { user } = await openWizard([SERVICES.cut, SERVICES.shave]);
      await stepHeading(MODE_STEP);
      await user.click(screen.getByRole('radio', { name: 'One after another' }));
      await user.click(nextButton());
      expect(await stepHeading(PROVIDER_STEP)).toHaveFocus();
      await user.click(professionalFor('Afeitado con navaja', 'Lucas'));
      await user.click(nextButton());
      expect(await stepHeading(DATE_STEP)).toHaveFocus();
      await user.click(screen.getByRole('button', { name: 'Previous' }));
      expect(await stepHeading(PROVIDER_STEP)).toHaveFocus();
    });
  });
});
