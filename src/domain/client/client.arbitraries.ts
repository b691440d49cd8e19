import fc from 'fast-check';
import { anyLocalDate } from '../calendar/calendar.arbitraries';
import { CUSTOM_ATTRIBUTE_TYPES, type CustomAttribute, type CustomAttributeType } from './custom-attribute';
import {
  CONFIGURABLE_CLIENT_FIELDS,
  GENDERS,
  type BookingClientAttribute,
  type ClientFormConfiguration,
  type ValidClientForm,
} from './client-form';
import { rutCheckDigit } from './rut';
import { anyEmail, anyPhone, anyText } from '../validation/validation.arbitraries';

const digit = fc.constantFrom(...Array.from('0123456789'));

/** A RUT body: 7 to 9 digits (booking-wizard §5). */
export const anyRutBody: fc.Arbitrary<string> = fc.string({ unit: digit, minLength: 7, maxLength: 9 });

/** A RUT body with a leading digit other than 0, as issued RUTs are written. */
export const anyIssuedRutBody: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(...Array.from('123456789')), fc.string({ unit: digit, minLength: 6, maxLength: 8 }))
  .map(([first, rest]) => first + rest);

/** The ways people write a RUT: with dots and dash, with the dash only, run together; k in either case. */
export function anyRutWriting(body: string, checkDigit: string): fc.Arbitrary<string> {
  const dotted = body.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return fc
    .record({ dots: fc.boolean(), dash: fc.boolean(), lowerK: fc.boolean() })
    .map(
      ({ dots, dash, lowerK }) =>
        `${dots ? dotted : body}${dash ? '-' : ''}${lowerK ? checkDigit.toLowerCase() : checkDigit}`,
    );
}

/** A RUT as someone would type it, check digit right. */
export const anyTypedValidRut: fc.Arbitrary<string> = anyRutBody.chain((body) =>
  anyRutWriting(body, rutCheckDigit(body)),
);

export const anyCustomAttributeType: fc.Arbitrary<CustomAttributeType> = fc.constantFrom(...CUSTOM_ATTRIBUTE_TYPES);

const anySlug = fc.stringMatching(/^[a-z][a-z0-9_]{0,14}$/);

/** A custom attribute shown on the booking workflow; `type` pins its type. */
export function anyCustomAttribute(type?: CustomAttributeType): fc.Arbitrary<CustomAttribute> {
  return fc.record({
    name: fc.constantFrom('Allergies', 'Company', 'Licence date', 'Pets', 'Height', 'Plan', 'Visits'),
    slug: anySlug,
    type: type === undefined ? anyCustomAttributeType : fc.constant(type),
    categories: fc.uniqueArray(anyText({ minLength: 1, maxLength: 15 }), { minLength: 1, maxLength: 5 }),
    showOnWorkflow: fc.constant(true),
    mandatoryOnWorkflow: fc.boolean(),
  });
}

/** Custom attributes with distinct slugs. */
export const anyCustomAttributes: fc.Arbitrary<readonly CustomAttribute[]> = fc.uniqueArray(anyCustomAttribute(), {
  maxLength: 4,
  selector: (attribute) => attribute.slug,
});

const anyBookingClientAttributes: fc.Arbitrary<readonly BookingClientAttribute[]> = fc
  .subarray([...CONFIGURABLE_CLIENT_FIELDS])
  .chain((fields) =>
    fc.tuple(
      ...fields.map((clientData) =>
        fc.record({
          clientData: fc.constant(clientData),
          used: fc.boolean(),
          required: fc.boolean(),
          label: fc.constantFrom('', 'RUT', 'Mobile', 'Comuna'),
        }),
      ),
    ),
  );

/** Any company configuration of the client form. */
export const anyClientFormConfiguration: fc.Arbitrary<ClientFormConfiguration> = fc.record({
  countryCode: fc.constantFrom('cl', 'ar', 'pe', 'co', 'mx'),
  activeMemberships: fc.boolean(),
  hasOutcallService: fc.boolean(),
  showNotes: fc.boolean(),
  policyTermActive: fc.boolean(),
  bookingClientAttributes: anyBookingClientAttributes,
  customAttributes: anyCustomAttributes,
});

const orNull = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null });

/** A form as validation leaves it. */
export const anyValidClientForm: fc.Arbitrary<ValidClientForm> = fc.record({
  firstName: anyText({ minLength: 1, maxLength: 30 }),
  lastName: anyText({ minLength: 1, maxLength: 30 }),
  email: orNull(anyEmail({ min: 20, max: 60 })),
  phone: orNull(anyPhone({ min: 8, max: 15 })),
  secondPhone: orNull(anyPhone({ min: 8, max: 15 })),
  identificationNumber: orNull(anyText({ minLength: 2, maxLength: 12 })),
  address: orNull(anyText({ minLength: 1, maxLength: 60 })),
  birthDate: orNull(anyLocalDate),
  age: orNull(fc.integer({ min: 1, max: 120 })),
  recordNumber: orNull(fc.integer({ min: 1, max: 1_000_000 })),
  gender: orNull(fc.constantFrom(...GENDERS)),
  city: orNull(anyText({ minLength: 1, maxLength: 30 })),
  district: orNull(anyText({ minLength: 1, maxLength: 30 })),
  notes: orNull(anyText({ minLength: 1, maxLength: 120 })),
  acceptedTerms: fc.boolean(),
  customAttributes: fc.dictionary(
    anySlug.map((slug) => `custom_${slug}` as const),
    fc.oneof(fc.constant(null), fc.boolean(), fc.integer(), anyText({ minLength: 1, maxLength: 20 })),
    { maxKeys: 3 },
  ),
});
