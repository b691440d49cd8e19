import { err, ok, type Result } from 'neverthrow';
import type { LocalDate } from '../calendar/local-date';
import {
  customAttributeKey,
  validateCustomAttribute,
  type CustomAttribute,
  type CustomAttributeInput,
  type CustomAttributeKey,
  type CustomAttributeValue,
} from './custom-attribute';
import type { FieldError } from '../validation/field-error';
import {
  acceptedTerms,
  asConfigured,
  calendarDay,
  choice,
  email,
  phone,
  positiveWholeNumber,
  simpleText,
  type FieldRule,
} from '../validation/field-rules';
import { identificationNumber } from './identification-number';

// The client form of the booking wizard (booking-wizard §3 "Client form values", §5): what the
// client types, which fields the company shows and requires, and the one check that turns the
// typed values into a valid form or names every field at fault.

/** 0 unknown, 1 female, 2 male (booking-wizard §9). */
export type Gender = 0 | 1 | 2;
export const GENDERS: readonly Gender[] = [0, 1, 2];

/**
 * What the form holds, as typed: text inputs hold strings ('' when empty), choices null until chosen.
 * The workshop's recordHistory, which the spec lists with these values, is kept beside them
 * (workshop/record-history.ts) so that the client concept does not depend on the workshop one.
 */
export interface ClientFormValues {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
  readonly secondPhone: string;
  readonly identificationNumber: string;
  readonly address: string;
  /** YYYY-MM-DD as a date input gives it, or ''. */
  readonly birthDate: string;
  readonly age: string;
  readonly recordNumber: string;
  readonly gender: Gender | null;
  readonly city: string;
  readonly district: string;
  readonly notes: string;
  readonly acceptedTerms: boolean;
  /** Answers to the company's custom attributes, keyed by slug. */
  readonly customAttributes: Readonly<Record<string, CustomAttributeInput>>;
}

/** The fields a company configures through bookingClientAttributes (their clientData). */
export const CONFIGURABLE_CLIENT_FIELDS = [
  'email',
  'phone',
  'secondPhone',
  'identificationNumber',
  'address',
  'birthDate',
  'age',
  'recordNumber',
  'gender',
  'city',
  'district',
] as const;
export type ConfigurableClientField = (typeof CONFIGURABLE_CLIENT_FIELDS)[number];

/** Each configurable field as the wire and the database name it (a `clientData` in snake_case). */
export const CLIENT_DATA_NAMES = {
  email: 'email',
  phone: 'phone',
  secondPhone: 'second_phone',
  identificationNumber: 'identification_number',
  address: 'address',
  birthDate: 'birth_date',
  age: 'age',
  recordNumber: 'record_number',
  gender: 'gender',
  city: 'city',
  district: 'district',
} as const satisfies Record<ConfigurableClientField, string>;
export type ClientDataName = (typeof CLIENT_DATA_NAMES)[ConfigurableClientField];

/** The configurable field a snake_case `clientData` names. */
export const FIELD_BY_CLIENT_DATA_NAME: Readonly<Record<ClientDataName, ConfigurableClientField>> = Object.fromEntries(
  CONFIGURABLE_CLIENT_FIELDS.map((field) => [CLIENT_DATA_NAMES[field], field]),
) as Record<ClientDataName, ConfigurableClientField>;

export type ClientFormField = 'firstName' | 'lastName' | ConfigurableClientField | 'notes' | 'acceptedTerms';

/** One entry of companyBookingInfo.bookingClientAttributes. */
export interface BookingClientAttribute {
  readonly clientData: ConfigurableClientField;
  readonly used: boolean;
  readonly required: boolean;
  readonly label: string;
}

/** What the form's shape depends on: the company's booking info, the location's country and the cart. */
export interface ClientFormConfiguration {
  /** The route's country code; 'cl' makes the identification number a RUT. */
  readonly countryCode: string;
  readonly activeMemberships: boolean;
  /** Some service being reserved is performed at the client's address. */
  readonly hasOutcallService: boolean;
  readonly showNotes: boolean;
  readonly policyTermActive: boolean;
  readonly bookingClientAttributes: readonly BookingClientAttribute[];
  readonly customAttributes: readonly CustomAttribute[];
}

export interface FieldDisplay {
  readonly shown: boolean;
  readonly required: boolean;
  /** The company's own label for the field, when it gave one. */
  readonly label: string | null;
}

export interface ClientFormLayout {
  readonly fields: Readonly<Record<ClientFormField, FieldDisplay>>;
  /** The custom attributes shown on the booking workflow, in the company's order. */
  readonly customAttributes: readonly CustomAttribute[];
}

const always: FieldDisplay = { shown: true, required: true, label: null };
const hidden: FieldDisplay = { shown: false, required: false, label: null };

/**
 * Which fields the form shows and requires (booking-wizard §5). Names are always asked for.
 * Email and phone are always shown; required as configured, and required when the company says
 * nothing about them, since a booking needs a way to reach the client. Identification shows with
 * active memberships, address with an outcall service; every other configurable field shows when
 * the company uses it. A field is required only when shown and configured as required.
 */
export function clientFormLayout(configuration: ClientFormConfiguration): ClientFormLayout {
  const attributeFor = (field: ConfigurableClientField) =>
    configuration.bookingClientAttributes.find((attribute) => attribute.clientData === field);
  const display = (field: ConfigurableClientField, shownAnyway: boolean): FieldDisplay => {
    const attribute = attributeFor(field);
    const shown = shownAnyway || attribute?.used === true;
    return { shown, required: shown && attribute?.required === true, label: attribute?.label ?? null };
  };
  const contact = (field: 'email' | 'phone'): FieldDisplay => {
    const attribute = attributeFor(field);
    return { shown: true, required: attribute?.required ?? true, label: attribute?.label ?? null };
  };
  return {
    fields: {
      firstName: always,
      lastName: always,
      email: contact('email'),
      phone: contact('phone'),
      secondPhone: display('secondPhone', false),
      identificationNumber: display('identificationNumber', configuration.activeMemberships),
      address: display('address', configuration.hasOutcallService),
      birthDate: display('birthDate', false),
      age: display('age', false),
      recordNumber: display('recordNumber', false),
      gender: display('gender', false),
      city: display('city', false),
      district: display('district', false),
      notes: configuration.showNotes ? { shown: true, required: false, label: null } : hidden,
      acceptedTerms: configuration.policyTermActive ? { shown: true, required: true, label: null } : hidden,
    },
    customAttributes: configuration.customAttributes.filter((attribute) => attribute.showOnWorkflow),
  };
}

/** A form every shown field of which passed its rule; fields hidden or left blank are null. */
export interface ValidClientForm {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string | null;
  readonly phone: string | null;
  readonly secondPhone: string | null;
  readonly identificationNumber: string | null;
  readonly address: string | null;
  readonly birthDate: LocalDate | null;
  readonly age: number | null;
  readonly recordNumber: number | null;
  readonly gender: Gender | null;
  readonly city: string | null;
  readonly district: string | null;
  readonly notes: string | null;
  readonly acceptedTerms: boolean;
  /** Coerced answers of the shown custom attributes, keyed as submitted. */
  readonly customAttributes: Readonly<Record<CustomAttributeKey, CustomAttributeValue>>;
}

/** Every field at fault, keyed by field name, custom attributes by their custom_{slug} key. */
export type ClientFormErrors = Readonly<Partial<Record<ClientFormField | CustomAttributeKey, FieldError>>>;

export interface ClientFormInvalid {
  readonly _tag: 'ClientFormInvalid';
  readonly code: 'CLIENT.FORM_INVALID';
  readonly fields: ClientFormErrors;
}

/** The fields whose value is text as typed. */
type TypedField = {
  readonly [K in ClientFormField & keyof ClientFormValues]: ClientFormValues[K] extends string ? K : never;
}[ClientFormField & keyof ClientFormValues];

/**
 * A second phone shorter than 3 characters is taken as not given (booking-wizard §3 "Client
 * payload"): it is what a phone input holds when only a dial code is left in it.
 */
export const SECOND_PHONE_GIVEN_FROM = 3;

function secondPhoneRule(required: boolean): FieldRule<string | null> {
  const rule = asConfigured(phone, { required });
  return (typed) => rule(typed.trim().length < SECOND_PHONE_GIVEN_FROM ? '' : typed);
}

/**
 * Checks the whole form against the company's configuration: either the valid form, or every
 * field's error at once so the form can show them all. Hidden fields are neither checked nor kept.
 */
export function validateClientForm(
  values: ClientFormValues,
  configuration: ClientFormConfiguration,
): Result<ValidClientForm, ClientFormInvalid> {
  const layout = clientFormLayout(configuration);
  const errors: Partial<Record<ClientFormField | CustomAttributeKey, FieldError>> = {};

  function check<T>(field: ClientFormField, outcome: () => Result<T | null, FieldError>): T | null {
    if (!layout.fields[field].shown) return null;
    return outcome().match(
      (value) => value,
      (error) => {
        errors[field] = error;
        return null;
      },
    );
  }
  const typed = <T>(field: TypedField, rule: FieldRule<T>) =>
    check(field, () => asConfigured(rule, layout.fields[field])(values[field]));

  const valid = {
    firstName: typed('firstName', simpleText()) ?? '',
    lastName: typed('lastName', simpleText()) ?? '',
    email: typed('email', email),
    phone: typed('phone', phone),
    secondPhone: check('secondPhone', () => secondPhoneRule(layout.fields.secondPhone.required)(values.secondPhone)),
    identificationNumber: typed('identificationNumber', identificationNumber(configuration.countryCode)),
    address: typed('address', simpleText()),
    birthDate: typed('birthDate', calendarDay),
    age: typed('age', positiveWholeNumber),
    recordNumber: typed('recordNumber', positiveWholeNumber),
    gender: check('gender', () => choice(values.gender, layout.fields.gender)),
    city: typed('city', simpleText()),
    district: typed('district', simpleText()),
    notes: typed('notes', simpleText()),
    acceptedTerms: check('acceptedTerms', () => acceptedTerms(values.acceptedTerms, true)) ?? values.acceptedTerms,
    customAttributes: Object.fromEntries(
      layout.customAttributes.map((attribute) => {
        const key = customAttributeKey(attribute);
        const answer = validateCustomAttribute(attribute, values.customAttributes[attribute.slug]).match(
          (value) => value,
          (error) => {
            errors[key] = error;
            return null;
          },
        );
        return [key, answer];
      }),
    ),
  };
  return Object.keys(errors).length === 0
    ? ok(valid)
    : err({ _tag: 'ClientFormInvalid', code: 'CLIENT.FORM_INVALID', fields: errors });
}

/**
 * What the wizard publishes to the reservation on every change (booking-wizard §3 clientValidation,
 * §4): whether the form is valid, terms included when the policy is active, and whether they were accepted.
 */
export interface ClientValidation {
  readonly isValid: boolean;
  readonly acceptedTerms: boolean;
}

export function clientValidation(values: ClientFormValues, configuration: ClientFormConfiguration): ClientValidation {
  return { isValid: validateClientForm(values, configuration).isOk(), acceptedTerms: values.acceptedTerms };
}

/** A blank form; the workshop variant starts with the terms accepted (booking-wizard §5). */
export function emptyClientForm(variant: { readonly workshopVariant: boolean }): ClientFormValues {
  return {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    secondPhone: '',
    identificationNumber: '',
    address: '',
    birthDate: '',
    age: '',
    recordNumber: '',
    gender: null,
    city: '',
    district: '',
    notes: '',
    acceptedTerms: variant.workshopVariant,
    customAttributes: {},
  };
}

/** The logged-in user's data that can prefill the form; the account may lack any of it. */
export type UserData = Partial<
  Pick<
    ClientFormValues,
    | 'firstName'
    | 'lastName'
    | 'email'
    | 'phone'
    | 'secondPhone'
    | 'identificationNumber'
    | 'address'
    | 'birthDate'
    | 'city'
    | 'district'
    | 'gender'
  >
>;

/**
 * Prefills the form from the logged-in user (booking-wizard §6, storefront §6). Only blank fields
 * are filled, so nothing the client typed or the identification step filled is overwritten. A
 * client-exclusive company identified the client by their email or phone already, so those two
 * are never taken from the account.
 */
export function prefillFromUser(
  values: ClientFormValues,
  user: UserData,
  company: { readonly clientExclusive: boolean },
): ClientFormValues {
  const fill = (field: Exclude<keyof UserData, 'gender'>): string => {
    const fromUser = user[field];
    const excluded = company.clientExclusive && (field === 'email' || field === 'phone');
    return values[field].trim() === '' && fromUser !== undefined && !excluded ? fromUser : values[field];
  };
  return {
    ...values,
    firstName: fill('firstName'),
    lastName: fill('lastName'),
    email: fill('email'),
    phone: fill('phone'),
    secondPhone: fill('secondPhone'),
    identificationNumber: fill('identificationNumber'),
    address: fill('address'),
    birthDate: fill('birthDate'),
    city: fill('city'),
    district: fill('district'),
    gender: values.gender ?? user.gender ?? null,
  };
}
