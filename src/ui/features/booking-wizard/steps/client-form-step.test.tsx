import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BOOKING_INFO } from '#application/client-side/shared/fake-booking-api.test-support';
import type { BookingClientAttributeView } from '#application/ports/client/company-profiles';
import {
  chooseHour,
  fillClient,
  nextButton,
  openWizard,
  scheduleAndGoOn,
  stepHeading,
  SUMMARY,
  WEDNESDAY,
  CLIENT_FORM,
} from '../booking-wizard-flows.test-support';
import {
  PALERMO_LOCATION,
  SERVICES,
  SIGNED_IN_CLIENT,
  storefrontApi,
} from '../../../testing/storefront-api.test-support';

// The client form step (booking-wizard §2 Client form step, §5 Validation rules): which fields the
// company's configuration shows and requires, when errors show, the RUT and the phone field, the
// identification's lock and Continue.

describe('the client form (booking-wizard §2 Client form step, §5)', () => {
  const attribute = (
    clientData: BookingClientAttributeView['clientData'],
    required: boolean,
    label = '',
  ): BookingClientAttributeView => ({ clientData, used: true, required, label });

  it('shows the fields the company uses, required as it configures them (§5, §3 bookingClientAttributes)', async () => {
    const { user } = await openWizard([SERVICES.cut]);
    await scheduleAndGoOn(user);
    expect(screen.getByRole('textbox', { name: 'First name' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Last name' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Phone number' })).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Alergias' })).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Notes' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'DNI' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Address' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Gender' })).not.toBeInTheDocument();
    expect(screen.getByText('By booking you accept the business’s terms and conditions.')).toBeInTheDocument();
  });

  it('shows and requires the further fields a company configures, with its own labels, and hides notes when it says so', async () => {
    const api = storefrontApi({
      bookingInfo: {
        ...BOOKING_INFO,
        showNotes: false,
        policyTermActive: true,
        policyTerm: 'https://barberia.example/terminos',
        bookingClientAttributes: [
          attribute('email', false),
          attribute('phone', true),
          attribute('second_phone', false),
          attribute('identification_number', true),
          attribute('gender', true),
          attribute('city', false, 'Barrio'),
        ],
      },
    });
    const { user } = await openWizard([SERVICES.cut], { api });
    await scheduleAndGoOn(user);
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Second phone number' })).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: 'DNI' })).toBeRequired();
    expect(screen.getByRole('radiogroup', { name: 'Gender' })).toBeRequired();
    // The company's own Spanish word for a built-in field does not stand in the English form (issue 20).
    expect(screen.getByRole('textbox', { name: 'City' })).not.toBeRequired();
    expect(screen.queryByRole('textbox', { name: 'Barrio' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Notes' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' })).toBeRequired();
    expect(screen.getByRole('link', { name: 'Read the terms and conditions (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://barberia.example/terminos',
    );
  });

  it("labels a built-in field with the company's own words for a visitor reading its language (issue 20)", async () => {
    const api = storefrontApi({
      bookingInfo: {
        ...BOOKING_INFO,
        bookingClientAttributes: [attribute('city', false, 'Barrio')],
      },
    });
    const { user } = await openWizard([SERVICES.cut], { api, language: 'es' });
    await chooseHour(user, 'miércoles, 25 de noviembre de 2026', '10:00');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await screen.findByRole('textbox', { name: 'Nombre' });
    expect(screen.getByRole('textbox', { name: 'Barrio' })).toBeInTheDocument();
  });

  it('asks for the address when a service is performed at the client\'s address (§5 "Address appears when an outcall service exists")', async () => {
    const { user } = await openWizard([SERVICES.atHome]);
    await scheduleAndGoOn(user);
    expect(screen.getByRole('textbox', { name: 'Address' })).toBeInTheDocument();
  });

  it('shows a field\'s error under it once the client left it, not before (§5 "Form validates on change")', async () => {
    const { user } = await openWizard([SERVICES.cut]);
    await scheduleAndGoOn(user);
    const firstName = screen.getByRole('textbox', { name: 'First name' });
    await user.click(firstName);
    expect(firstName).not.toHaveAccessibleDescription();
    expect(firstName).not.toBeInvalid();
    await user.tab();
    expect(firstName).toHaveAccessibleDescription('This field is required.');
    expect(firstName).toBeInvalid();
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.type(email, 'sofia@');
    expect(email).not.toHaveAccessibleDescription();
    await user.tab();
    expect(email).toHaveAccessibleDescription('Enter a valid email address.');
    await user.type(email, 'correo.example');
    expect(email).not.toHaveAccessibleDescription();
    await user.type(firstName, 'Sofía');
    expect(firstName).not.toHaveAccessibleDescription();
  });

  it("writes the errors in the visitor's language (§8 ERRORS.VALIDATION_REQUIRED)", async () => {
    const { user } = await openWizard([SERVICES.cut], { language: 'es' });
    await chooseHour(user, 'miércoles, 25 de noviembre de 2026', '10:00');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    const firstName = await screen.findByRole('textbox', { name: 'Nombre' });
    await user.click(firstName);
    await user.tab();
    expect(firstName).toHaveAccessibleDescription('Este campo es obligatorio.');
  });

  it('formats the RUT with dots and dash as it is typed in Chile, and refuses a wrong check digit (§5 "Country \'cl\': RUT rule")', async () => {
    const api = storefrontApi({
      location: { ...PALERMO_LOCATION, countryCode: 'cl', timeZone: 'America/Santiago' },
      bookingInfo: {
        ...BOOKING_INFO,
        bookingClientAttributes: [...BOOKING_INFO.bookingClientAttributes, attribute('identification_number', true)],
      },
    });
    const { user } = await openWizard([SERVICES.cut], { api });
    await scheduleAndGoOn(user);
    const rut = screen.getByRole('textbox', { name: 'RUT' });
    await user.type(rut, '12 345 678 5');
    expect(rut).toHaveValue('12.345.678-5');
    await user.tab();
    expect(rut).not.toHaveAccessibleDescription();
    await user.clear(rut);
    await user.type(rut, '123456789');
    expect(rut).toHaveValue('12.345.678-9');
    expect(rut).toHaveAccessibleDescription('This RUT is not valid.');
  });

  it("asks the birth date in the order of the storefront's locale and keeps it as an ISO day (issue 20, storefront §9)", async () => {
    const api = storefrontApi({
      location: { ...PALERMO_LOCATION, countryCode: 'cl', timeZone: 'America/Santiago' },
      bookingInfo: {
        ...BOOKING_INFO,
        bookingClientAttributes: [...BOOKING_INFO.bookingClientAttributes, attribute('birth_date', true)],
      },
    });
    const { user } = await openWizard([SERVICES.cut], { api, language: 'es' });
    await chooseHour(user, 'miércoles, 25 de noviembre de 2026', '10:00');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    const birthDate = await screen.findByRole('group', { name: 'Fecha de nacimiento' });
    const segments = within(birthDate).getAllByRole('spinbutton');
    expect(segments.map((segment) => segment.getAttribute('data-type'))).toEqual(['day', 'month', 'year']);
    await user.click(segments[0] as HTMLElement);
    await user.keyboard('04051980');
    expect(birthDate).toHaveTextContent('04-05-1980');
    await user.tab();
    expect(segments[0]).toHaveAccessibleDescription('Fecha seleccionada: 04 de mayo de 1980');
  });

  it('shows the birth date required once the client left it empty, in English words (issue 20)', async () => {
    const api = storefrontApi({
      bookingInfo: {
        ...BOOKING_INFO,
        bookingClientAttributes: [
          ...BOOKING_INFO.bookingClientAttributes,
          attribute('birth_date', true, 'Fecha de nacimiento'),
        ],
      },
    });
    const { user } = await openWizard([SERVICES.cut], { api });
    await scheduleAndGoOn(user);
    const birthDate = screen.getByRole('group', { name: 'Birth date' });
    const segments = within(birthDate).getAllByRole('spinbutton');
    await user.click(segments[0] as HTMLElement);
    expect(segments[0]).not.toHaveAccessibleDescription();
    await user.tab();
    await user.tab();
    await user.tab();
    for (const segment of segments) {
      expect(segment).toBeRequired();
      expect(segment).toBeInvalid();
      expect(segment).toHaveAccessibleDescription('This field is required.');
    }
  });

  it.each([
    ['en', 'Birth date', 'This date is only partly typed: complete it or clear it.', 'Continue'],
    ['es', 'Fecha de nacimiento', 'Esta fecha está escrita a medias: complétala o bórrala.', 'Continuar'],
  ] as const)(
    'refuses a half-typed optional birth date instead of dropping it, and goes on once it is cleared (issue 20, %s)',
    async (language, label, incomplete, proceed) => {
      const api = storefrontApi({
        bookingInfo: {
          ...BOOKING_INFO,
          bookingClientAttributes: [...BOOKING_INFO.bookingClientAttributes, attribute('birth_date', false)],
        },
      });
      const { user } = await openWizard([SERVICES.cut], { api, language });
      await chooseHour(user, language === 'en' ? WEDNESDAY : 'miércoles, 25 de noviembre de 2026', '10:00');
      await user.click(screen.getByRole('button', { name: language === 'en' ? 'Next' : 'Siguiente' }));
      await screen.findByRole('group', { name: label });
      if (language === 'en') await fillClient(user);
      else {
        for (const [field, value] of [
          ['Nombre', 'Sofía'],
          ['Apellido', 'Ríos'],
          ['Correo electrónico', 'sofia@correo.example'],
        ] as const) {
          await user.click(screen.getByRole('textbox', { name: field }));
          await user.paste(value);
        }
      }
      const continueButton = screen.getByRole('button', { name: proceed });
      expect(continueButton).toBeEnabled();
      const segments = within(screen.getByRole('group', { name: label })).getAllByRole('spinbutton');
      await user.click(segments[0] as HTMLElement);
      await user.keyboard('04');
      await user.tab();
      await user.tab();
      expect(segments[0]).toHaveAccessibleDescription(incomplete);
      expect(continueButton).toBeDisabled();
      await user.click(segments[0] as HTMLElement);
      await user.keyboard('{Backspace}{Backspace}');
      expect(continueButton).toBeEnabled();
      expect(segments[0]).not.toHaveAccessibleDescription(incomplete);
    },
  );

  it('asks a company’s date question in the locale’s order, under its own words, and refuses it half typed (issue 20)', async () => {
    const api = storefrontApi({
      location: { ...PALERMO_LOCATION, countryCode: 'cl', timeZone: 'America/Santiago' },
      bookingInfo: {
        ...BOOKING_INFO,
        attributes: [
          {
            name: 'Fecha de la última visita',
            slug: 'ultima_visita',
            type: 'date',
            categories: [],
            showOnWorkflow: true,
            mandatoryOnWorkflow: false,
          },
        ],
      },
    });
    const { user } = await openWizard([SERVICES.cut], { api, language: 'es' });
    await chooseHour(user, 'miércoles, 25 de noviembre de 2026', '10:00');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    const question = await screen.findByRole('group', { name: 'Fecha de la última visita' });
    const segments = within(question).getAllByRole('spinbutton');
    expect(segments.map((segment) => segment.getAttribute('data-type'))).toEqual(['day', 'month', 'year']);
    await user.click(segments[0] as HTMLElement);
    await user.keyboard('0405');
    await user.tab();
    await user.tab();
    expect(segments[0]).toHaveAccessibleDescription('Esta fecha está escrita a medias: complétala o bórrala.');
    await user.click(segments[2] as HTMLElement);
    await user.keyboard('2025');
    expect(question).toHaveTextContent('04-05-2025');
    expect(segments[0]).not.toHaveAccessibleDescription('Esta fecha está escrita a medias: complétala o bórrala.');
  });

  it('gives the phone hint for Argentina under the phone number, with Argentina preselected (§5 "for country \'ar\' a hint appears under the phone")', async () => {
    const { user } = await openWizard([SERVICES.cut]);
    await scheduleAndGoOn(user);
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveAccessibleDescription(
      'Area code without the 0 and number without the 15, e.g. 11 5555 0000.',
    );
    expect(screen.getByRole('button', { name: /Country code for Phone/ })).toHaveTextContent('Argentina (+54)');
  });

  it("keeps the spaces the client types in the phone number, after the country's dial code (§5 phone rule)", async () => {
    const { user } = await openWizard([SERVICES.cut]);
    await scheduleAndGoOn(user);
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    await user.type(phone, '11 5555 0000');
    expect(phone).toHaveValue('11 5555 0000');
  });

  it('gives no phone hint elsewhere, with the location\'s country preselected (§5 "the country picker is preselected")', async () => {
    const api = storefrontApi({ location: { ...PALERMO_LOCATION, countryCode: 'cl', timeZone: 'America/Santiago' } });
    const { user } = await openWizard([SERVICES.cut], { api });
    await scheduleAndGoOn(user);
    expect(screen.getByRole('textbox', { name: 'Phone number' })).not.toHaveAccessibleDescription();
    expect(screen.getByRole('button', { name: /Country code for Phone/ })).toHaveTextContent('Chile (+56)');
  });

  /** The window as wide as `width` for the media queries the step reads as it opens. */
  function windowWidth(width: number) {
    return vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: /max-width: (\d+)px/.test(query) && width <= Number(/max-width: (\d+)px/.exec(query)?.[1]),
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
  }

  it('keeps the reservation summary collapsed above the form on a phone, even for one service, so the first field shows on opening (issue 36)', async () => {
    const width = windowWidth(320);
    try {
      const { user } = await openWizard([SERVICES.cut], { screen: 'mobile' });
      await scheduleAndGoOn(user);
      const summary = screen.getByRole('button', { name: 'Reservation summary' });
      expect(summary).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getByRole('textbox', { name: 'First name' })).toBeVisible();
      await user.click(summary);
      expect(summary).toHaveAttribute('aria-expanded', 'true');
    } finally {
      width.mockRestore();
    }
  });

  it('opens the summary for one service where a tablet has room for it (booking-wizard §2)', async () => {
    const width = windowWidth(900);
    try {
      const { user } = await openWizard([SERVICES.cut], { screen: 'mobile' });
      await scheduleAndGoOn(user);
      expect(screen.getByRole('button', { name: 'Reservation summary' })).toHaveAttribute('aria-expanded', 'true');
    } finally {
      width.mockRestore();
    }
  });

  it("names the phone code's countries in the page's language: Estados Unidos in Spanish, United States in English (issue 36)", async () => {
    const { user } = await openWizard([SERVICES.cut], { language: 'es' });
    await chooseHour(user, 'miércoles, 25 de noviembre de 2026', '10:00');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.click(await screen.findByRole('button', { name: /Código de país de Teléfono/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toContain('Estados Unidos (+1)');
    expect(options.map((option) => option.textContent)).not.toContain('United States (+1)');
  });

  it("names the phone code's countries in English on an English page", async () => {
    const { user } = await openWizard([SERVICES.cut]);
    await scheduleAndGoOn(user);
    await user.click(screen.getByRole('button', { name: /Country code for Phone/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(
      expect.arrayContaining(['United States (+1)', 'Spain (+34)', 'Mexico (+52)']),
    );
  });

  it('locks the identification number the client identified with (docs/adr/0026)', async () => {
    const api = storefrontApi({
      bookingInfo: {
        ...BOOKING_INFO,
        clientExclusive: true,
        bookingClientAttributes: [...BOOKING_INFO.bookingClientAttributes, attribute('identification_number', true)],
      },
    });
    const { user } = await openWizard([SERVICES.cut], {
      api,
      opening: { identified: { identificationNumber: '30123456' } },
    });
    await chooseHour(user, WEDNESDAY, '10:00');
    await user.click(nextButton());
    const id = await screen.findByRole('textbox', { name: 'DNI' });
    expect(id).toHaveValue('30123456');
    expect(id).toHaveAttribute('readonly');
    expect(id).toHaveAccessibleDescription('As you identified yourself');
    await user.type(id, '9');
    expect(id).toHaveValue('30123456');
  });

  it('keeps Continue disabled while the form is invalid, saying why, and goes on to the summary once it is valid (§4 "Continue is disabled while invalid")', async () => {
    const { user } = await openWizard([SERVICES.cut]);
    await scheduleAndGoOn(user);
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();
    expect(continueButton).toHaveAccessibleDescription('Fill in the required fields to continue.');
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Sofía');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Ríos');
    expect(continueButton).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'sofia@correo.example');
    expect(continueButton).toBeEnabled();
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '11');
    expect(continueButton).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), ' 5555 0000');
    expect(continueButton).toBeEnabled();
    await user.click(continueButton);
    expect(await stepHeading(SUMMARY)).toHaveFocus();
    expect(screen.getByText('Sofía Ríos')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Your details' })).getByText('+5411 5555 0000'),
    ).toBeInTheDocument();
  });

  it('invites a visitor, and only a visitor, to sign in to use their plan where the company spends plans only for their signed-in owner (docs/adr/0124)', async () => {
    const invitation = 'Have a plan or membership here? Sign in to your account before booking to use it.';
    const ownerOnly = { ...BOOKING_INFO, activeMemberships: true, plansForSignedInOwner: true };
    const visitor = await openWizard([SERVICES.cut], { api: storefrontApi({ bookingInfo: ownerOnly }) });
    await scheduleAndGoOn(visitor.user);
    expect(await screen.findByText(invitation)).toBeInTheDocument();
    visitor.unmount();

    const signedIn = await openWizard([SERVICES.cut], {
      api: storefrontApi({ bookingInfo: ownerOnly }),
      opening: { signedInUser: Promise.resolve(SIGNED_IN_CLIENT) },
    });
    await scheduleAndGoOn(signedIn.user);
    expect(await screen.findByDisplayValue(SIGNED_IN_CLIENT.email)).toBeInTheDocument();
    expect(screen.queryByText(invitation)).not.toBeInTheDocument();
    signedIn.unmount();

    // A company whose plans anyone it recognises spends (docs/adr/0048) invites nobody.
    const anyone = await openWizard([SERVICES.cut], {
      api: storefrontApi({ bookingInfo: { ...ownerOnly, plansForSignedInOwner: false } }),
    });
    await scheduleAndGoOn(anyone.user);
    await stepHeading(CLIENT_FORM);
    expect(screen.queryByText(invitation)).not.toBeInTheDocument();
  });
});
