import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyClientFormConfiguration } from './client.arbitraries';
import { anyText } from '../validation/validation.arbitraries';
import {
  clientFormLayout,
  clientValidation,
  CONFIGURABLE_CLIENT_FIELDS,
  emptyClientForm,
  prefillFromUser,
  validateClientForm,
  type BookingClientAttribute,
  type ClientFormConfiguration,
  type ClientFormValues,
  type ConfigurableClientField,
} from './client-form';

const company: ClientFormConfiguration = {
  countryCode: 'cl',
  activeMemberships: false,
  hasOutcallService: false,
  showNotes: false,
  policyTermActive: false,
  bookingClientAttributes: [],
  customAttributes: [],
};

const used = (clientData: ConfigurableClientField, required = false): BookingClientAttribute => ({
  clientData,
  used: true,
  required,
  label: '',
});

const ana: ClientFormValues = {
  ...emptyClientForm({ workshopVariant: false }),
  firstName: 'Ana',
  lastName: 'Pérez',
  email: 'ana@example.cl',
  phone: '+56912345678',
};

const otherFields = CONFIGURABLE_CLIENT_FIELDS.filter(
  (field) => !['email', 'phone', 'identificationNumber', 'address'].includes(field),
);

describe('which client fields show and are required (booking-wizard §5)', () => {
  it('always asks for and requires the first and last name', () => {
    fc.assert(
      fc.property(anyClientFormConfiguration, (configuration) => {
        const { fields } = clientFormLayout(configuration);
        expect([fields.firstName, fields.lastName]).toEqual([
          { shown: true, required: true, label: null },
          { shown: true, required: true, label: null },
        ]);
      }),
    );
  });

  it('always shows email and phone, required as configured', () => {
    const { fields } = clientFormLayout({
      ...company,
      bookingClientAttributes: [
        { clientData: 'email', used: true, required: false, label: 'Correo' },
        { clientData: 'phone', used: false, required: true, label: '' },
      ],
    });
    expect(fields.email).toEqual({ shown: true, required: false, label: 'Correo' });
    expect(fields.phone).toEqual({ shown: true, required: true, label: '' });
  });

  it('requires email and phone when the company does not configure them', () => {
    const { fields } = clientFormLayout(company);
    expect([fields.email.required, fields.phone.required]).toEqual([true, true]);
  });

  it('shows the identification number when the company has active memberships or uses the field', () => {
    fc.assert(
      fc.property(anyClientFormConfiguration, (configuration) => {
        const usedByCompany = configuration.bookingClientAttributes.some(
          (attribute) => attribute.clientData === 'identificationNumber' && attribute.used,
        );
        const { identificationNumber } = clientFormLayout(configuration).fields;
        expect(identificationNumber.shown).toBe(configuration.activeMemberships || usedByCompany);
      }),
    );
  });

  it('shows the address when an outcall service is reserved or the company uses the field', () => {
    fc.assert(
      fc.property(anyClientFormConfiguration, (configuration) => {
        const usedByCompany = configuration.bookingClientAttributes.some(
          (attribute) => attribute.clientData === 'address' && attribute.used,
        );
        expect(clientFormLayout(configuration).fields.address.shown).toBe(
          configuration.hasOutcallService || usedByCompany,
        );
      }),
    );
  });

  it('shows birth date, gender, city, district, age, record number and second phone only when configured', () => {
    fc.assert(
      fc.property(anyClientFormConfiguration, (configuration) => {
        const { fields } = clientFormLayout(configuration);
        for (const field of otherFields) {
          const attribute = configuration.bookingClientAttributes.find((entry) => entry.clientData === field);
          expect(fields[field].shown).toBe(attribute?.used === true);
        }
      }),
    );
  });

  it('requires a configurable field only when it is shown and configured as required', () => {
    fc.assert(
      fc.property(anyClientFormConfiguration, (configuration) => {
        const { fields } = clientFormLayout(configuration);
        for (const field of [...otherFields, 'identificationNumber', 'address'] as const) {
          const attribute = configuration.bookingClientAttributes.find((entry) => entry.clientData === field);
          expect(fields[field].required).toBe(fields[field].shown && attribute?.required === true);
        }
      }),
    );
  });

  it('shows notes only when the company shows notes', () => {
    fc.assert(
      fc.property(anyClientFormConfiguration, (configuration) => {
        expect(clientFormLayout(configuration).fields.notes.shown).toBe(configuration.showNotes);
      }),
    );
  });

  it('asks to accept the terms only while the policy term is active', () => {
    fc.assert(
      fc.property(anyClientFormConfiguration, (configuration) => {
        expect(clientFormLayout(configuration).fields.acceptedTerms).toEqual({
          shown: configuration.policyTermActive,
          required: configuration.policyTermActive,
          label: null,
        });
      }),
    );
  });

  it('shows the custom attributes marked showOnWorkflow, in order', () => {
    const question = { name: 'Pets', type: 'text', categories: [], mandatoryOnWorkflow: false } as const;
    const layout = clientFormLayout({
      ...company,
      customAttributes: [
        { ...question, slug: 'a', showOnWorkflow: true },
        { ...question, slug: 'b', showOnWorkflow: false },
        { ...question, slug: 'c', showOnWorkflow: true },
      ],
    });
    expect(layout.customAttributes.map((attribute) => attribute.slug)).toEqual(['a', 'c']);
  });
});

describe('validating the client form (booking-wizard §5)', () => {
  it('gives the valid form with trimmed values and hidden fields left out', () => {
    const valid = validateClientForm(
      { ...ana, firstName: '  Ana ', address: 'Av. Siempre Viva 742' },
      company,
    )._unsafeUnwrap();
    expect(valid).toMatchObject({
      firstName: 'Ana',
      lastName: 'Pérez',
      email: 'ana@example.cl',
      phone: '+56912345678',
    });
    expect(valid.address).toBeNull();
  });

  it('names every field at fault at once', () => {
    const configuration = { ...company, bookingClientAttributes: [used('age'), used('city', true)] };
    const refused = validateClientForm(
      { ...ana, firstName: '', email: 'ana@', age: '0' },
      configuration,
    )._unsafeUnwrapErr();
    expect(refused._tag).toBe('ClientFormInvalid');
    expect(refused.fields).toEqual({
      firstName: { _tag: 'FieldError', key: 'ERRORS.VALIDATION_REQUIRED', params: {} },
      email: { _tag: 'FieldError', key: 'ERRORS.VALIDATION_EMAIL_INVALID', params: {} },
      age: { _tag: 'FieldError', key: 'ERRORS.VALIDATION_MIN_VALUE', params: { min: 1 } },
      city: { _tag: 'FieldError', key: 'ERRORS.VALIDATION_REQUIRED', params: {} },
    });
  });

  it('ignores whatever hidden fields hold', () => {
    fc.assert(
      fc.property(anyText({ minLength: 1, maxLength: 400 }), (junk) => {
        const filled = {
          ...ana,
          secondPhone: junk,
          identificationNumber: junk,
          address: junk,
          birthDate: junk,
          age: junk,
          city: junk,
          notes: junk,
        };
        const valid = validateClientForm(filled, company)._unsafeUnwrap();
        expect([
          valid.secondPhone,
          valid.identificationNumber,
          valid.address,
          valid.birthDate,
          valid.age,
          valid.city,
          valid.notes,
        ]).toEqual([null, null, null, null, null, null, null]);
      }),
    );
  });

  it('checks a Chilean identification number as a RUT and keeps it with dots and dash', () => {
    const configuration = { ...company, activeMemberships: true };
    expect(
      validateClientForm({ ...ana, identificationNumber: '123456785' }, configuration)._unsafeUnwrap()
        .identificationNumber,
    ).toBe('12.345.678-5');
    expect(
      validateClientForm({ ...ana, identificationNumber: '12345678-4' }, configuration)._unsafeUnwrapErr().fields,
    ).toEqual({
      identificationNumber: { _tag: 'FieldError', key: 'ERRORS.VALIDATION_RUT_INVALID', params: {} },
    });
  });

  it('checks other countries’ identification numbers for length only', () => {
    const configuration = { ...company, countryCode: 'ar', activeMemberships: true };
    expect(validateClientForm({ ...ana, identificationNumber: '12345678-4' }, configuration).isOk()).toBe(true);
    expect(
      validateClientForm({ ...ana, identificationNumber: 'X' }, configuration)._unsafeUnwrapErr().fields
        .identificationNumber?.key,
    ).toBe('ERRORS.VALIDATION_ID_TOO_SHORT');
  });

  it('refuses the form while the policy term is active and the terms are not accepted', () => {
    const configuration = { ...company, policyTermActive: true };
    expect(validateClientForm(ana, configuration)._unsafeUnwrapErr().fields).toEqual({
      acceptedTerms: { _tag: 'FieldError', key: 'ERRORS.VALIDATION_REQUIRED', params: {} },
    });
    expect(validateClientForm({ ...ana, acceptedTerms: true }, configuration).isOk()).toBe(true);
  });

  it('keys a custom attribute’s error by its submitted name', () => {
    const configuration: ClientFormConfiguration = {
      ...company,
      customAttributes: [
        {
          name: 'Visits',
          slug: 'visits',
          type: 'integer',
          categories: [],
          showOnWorkflow: true,
          mandatoryOnWorkflow: true,
        },
      ],
    };
    expect(validateClientForm(ana, configuration)._unsafeUnwrapErr().fields).toEqual({
      custom_visits: { _tag: 'FieldError', key: 'ERRORS.VALIDATION_REQUIRED', params: {} },
    });
    expect(
      validateClientForm({ ...ana, customAttributes: { visits: '3' } }, configuration)._unsafeUnwrap().customAttributes,
    ).toEqual({
      custom_visits: 3,
    });
  });

  it('requires a gender when the company requires it, counting 0 (unknown) as an answer', () => {
    const configuration = { ...company, bookingClientAttributes: [used('gender', true)] };
    expect(validateClientForm(ana, configuration)._unsafeUnwrapErr().fields.gender?.key).toBe(
      'ERRORS.VALIDATION_REQUIRED',
    );
    expect(validateClientForm({ ...ana, gender: 0 }, configuration)._unsafeUnwrap().gender).toBe(0);
  });

  it('publishes the form’s validity and the terms’ acceptance (booking-wizard §4)', () => {
    const configuration = { ...company, policyTermActive: true };
    expect(clientValidation(ana, configuration)).toEqual({ isValid: false, acceptedTerms: false });
    expect(clientValidation({ ...ana, acceptedTerms: true }, configuration)).toEqual({
      isValid: true,
      acceptedTerms: true,
    });
  });
});

describe('a blank client form (booking-wizard §5)', () => {
  it('starts with the terms accepted in the workshop variant', () => {
    expect(emptyClientForm({ workshopVariant: true }).acceptedTerms).toBe(true);
  });

  it('starts with the terms not accepted otherwise', () => {
    expect(emptyClientForm({ workshopVariant: false }).acceptedTerms).toBe(false);
  });
});

describe('prefilling from the logged-in user (booking-wizard §6, storefront §6)', () => {
  const user = {
    firstName: 'Ana',
    lastName: 'Pérez',
    email: 'ana@example.cl',
    phone: '+56912345678',
    city: 'Santiago',
    gender: 1 as const,
  };

  it('fills the blank fields with the user’s data', () => {
    const prefilled = prefillFromUser(emptyClientForm({ workshopVariant: false }), user, { clientExclusive: false });
    expect(prefilled).toMatchObject(user);
  });

  it('never overwrites what is already in the form', () => {
    fc.assert(
      fc.property(anyText({ minLength: 1, maxLength: 30 }), (typed) => {
        const form = {
          ...emptyClientForm({ workshopVariant: false }),
          firstName: typed,
          email: typed,
          city: typed,
          gender: 2 as const,
        };
        const prefilled = prefillFromUser(form, user, { clientExclusive: false });
        expect([prefilled.firstName, prefilled.email, prefilled.city, prefilled.gender]).toEqual([
          typed,
          typed,
          typed,
          2,
        ]);
      }),
    );
  });

  it('does not take email or phone from the account when the company is client-exclusive', () => {
    const prefilled = prefillFromUser(emptyClientForm({ workshopVariant: false }), user, { clientExclusive: true });
    expect([prefilled.email, prefilled.phone]).toEqual(['', '']);
    expect(prefilled.firstName).toBe('Ana');
  });
});
