import { computed, signal, type ReadonlySignal } from '@preact/signals-react';
import type { VehicleOrder } from '#application/client-side/booking/booking-order';
import type { InvalidInput } from '#application/client-side/shared/client-side-errors';
import { clientFormConfiguration } from '#application/client-side/booking/client-form-configuration';
import { platePart, vehicleOnRecord, workshopPart } from '#application/client-side/booking/workshop-vehicle';
import type { UserView } from '#application/ports/client/account-sessions';
import type { ReservationState } from '#domain/reservation/reservation';
import {
  clientFormLayout,
  emptyClientForm,
  prefillFromUser,
  validateClientForm,
  type ClientFormField,
  type ClientFormValues,
  type UserData,
} from '#domain/client/client-form';
import type { CustomAttributeInput, CustomAttributeKey } from '#domain/client/custom-attribute';
import { customAttributeKey } from '#domain/client/custom-attribute';
import { formatRutAsTyped, removeSpaces } from '#domain/client/rut';
import type { CorrectableField } from '#domain/reservation/refusal-return';
import type { FieldError } from '#domain/validation/field-error';
import { emptyRecordHistory, type RecordHistory } from '#domain/workshop/record-history';
import type { Vehicle } from '#domain/workshop/vehicle';
import type { WizardServices } from './wizard-use-cases';
import { IDLE, LOADING, type Loadable } from '../../shared/loadable';
import type { WizardOpening } from './wizard-types';

// The client form step (booking-wizard §2 Client form step, §3 Client form values, §5): what the
// client types, checked by the domain on every change; errors show once a field was left or the
// client tried to go on. At a workshop, the vehicle's plate is looked up on the register and its
// record checked against the mileage the register holds.

/** The identifier a client-exclusive company's identification filled: shown, not editable (docs/adr/0026). */
export type LockedField = 'identificationNumber' | 'email' | 'phone';

/** Text fields of the form, as typed. */
export type TextField = Exclude<ClientFormField, 'gender' | 'acceptedTerms'>;

/** No vehicle yet: a blank plate and a blank record (the register's mileage comes with the plate). */
function emptyVehicle(): VehicleOrder {
  const { previousMileage, ...record } = emptyRecordHistory(null);
  return { plate: '', brand: '', model: '', year: '', record };
}

/** How long the plate waits for the client to stop typing before it is looked up. */
export const PLATE_LOOKUP_DELAY_MS = 400;

function userData(user: UserView | null): UserData {
  if (user === null) return {};
  const given = (value: string | null) => (value === null ? {} : { value });
  const entries: [keyof UserData, string | undefined][] = [
    ['firstName', user.firstName],
    ['lastName', user.lastName],
    ['email', user.email],
    ['phone', given(user.phone).value],
    ['secondPhone', given(user.secondPhone).value],
    ['identificationNumber', given(user.identificationNumber).value],
    ['address', given(user.address).value],
    ['birthDate', given(user.birthDate).value],
    ['city', given(user.city).value],
    ['district', given(user.district).value],
  ];
  return {
    ...Object.fromEntries(entries.filter(([, value]) => value !== undefined)),
    ...(user.gender === null ? {} : { gender: user.gender }),
  };
}

export function createClientFormModel(services: WizardServices, opening: WizardOpening) {
  const { storefront } = opening;
  const countryCode = storefront.location.countryCode;
  const isChile = countryCode.toLowerCase() === 'cl';
  const workshopVariant = storefront.bookingInfo.workshopVariant;

  const identified = opening.identified;
  const identifiedValues: Partial<ClientFormValues> =
    identified === null
      ? {}
      : 'identificationNumber' in identified
        ? {
            identificationNumber: isChile
              ? formatRutAsTyped(identified.identificationNumber)
              : identified.identificationNumber,
          }
        : identified;
  const locked: ReadonlySet<LockedField> = new Set(Object.keys(identifiedValues) as LockedField[]);

  // A draft the tab kept brings back what the client typed (docs/adr/0075).
  const values = signal<ClientFormValues>({
    ...emptyClientForm({ workshopVariant }),
    ...opening.restored?.form,
    ...identifiedValues,
  });
  let disposed = false;
  /** Whether a client is signed in; null until the account store answers. */
  const signedIn = signal<boolean | null>(null);
  // The signed-in user's details arrive while the client chooses; they fill only what is still blank.
  void opening.signedInUser.then((user) => {
    if (disposed) return;
    signedIn.value = user !== null;
    if (user === null) return;
    values.value = prefillFromUser(values.peek(), userData(user), {
      clientExclusive: storefront.bookingInfo.clientExclusive,
    });
  });
  const touched = signal<ReadonlySet<string>>(new Set());
  /** The API's words on fields it refused, each shown until the client changes that field (booking-wizard §8). */
  const refused = signal<ReadonlyMap<CorrectableField, readonly string[]>>(new Map());
  function changed(field: CorrectableField): void {
    if (!refused.peek().has(field)) return;
    const rest = new Map(refused.peek());
    rest.delete(field);
    refused.value = rest;
  }
  /** The client tried to go on: every error shows. */
  const attempted = signal(false);
  const hasOutcallService = signal(false);

  const configuration = computed(() =>
    clientFormConfiguration({ countryCode, hasOutcallService: hasOutcallService.value }, storefront.bookingInfo),
  );
  const layout = computed(() => clientFormLayout(configuration.value));
  const validation = computed(() => validateClientForm(values.value, configuration.value));

  // The vehicle typed on the location page is not typed again (issue 33; docs/adr/0120).
  const fromPage = workshopVariant ? opening.vehicle : undefined;
  const blank = emptyVehicle();
  const vehicle = signal<VehicleOrder>(
    fromPage === undefined
      ? blank
      : { ...blank, plate: fromPage.plate, record: { ...blank.record, currentMileage: fromPage.mileage } },
  );
  const vehicleLookup = signal<Loadable<Vehicle | null>>(IDLE);
  const lookedUpPlate = signal<string | null>(null);
  const clientName = computed(() => `${values.value.firstName.trim()} ${values.value.lastName.trim()}`.trim());
  const workshop = computed(
    ():
      | { readonly recordHistory: RecordHistory; readonly entity: Vehicle }
      | { readonly faults: readonly InvalidInput[] }
      | null => {
      if (!workshopVariant) return null;
      const lookup = vehicleLookup.value;
      const part = workshopPart(vehicle.value, lookup.status === 'ready' ? lookup.value : null, clientName.value);
      if (lookup.status === 'ready' || !('faults' in part)) return lookup.status === 'ready' ? part : { faults: [] };
      // Until the register answers, whether brand, model and year are asked for is not known, and the form is not complete.
      return { faults: part.faults.filter((fault) => !['brand', 'model', 'year'].includes(fault.field)) };
    },
  );

  const isValid = computed(() => validation.value.isOk() && (workshop.value === null || 'entity' in workshop.value));
  const clientValidation = computed(() => ({ isValid: isValid.value, acceptedTerms: values.value.acceptedTerms }));

  function shows(field: string): boolean {
    return attempted.value || touched.value.has(field);
  }

  /** The form's own error on a field once it shows, else the API's words when it refused the field. */
  function errorOf(field: ClientFormField | CustomAttributeKey): FieldError | string | null {
    const result = validation.value;
    const own = result.isOk() || !shows(field) ? null : (result.error.fields[field] ?? null);
    return own ?? refused.value.get(field)?.join(' ') ?? null;
  }

  function workshopErrorOf(field: string): FieldError | null {
    const result = workshop.value;
    if (result === null || 'entity' in result || !shows(field)) return null;
    return result.faults.find((fault) => fault.field === field)?.error ?? null;
  }

  let lookupTimer: (() => void) | null = null;
  function scheduleLookup(): void {
    lookupTimer?.();
    const order = vehicle.peek();
    if (platePart(order.plate).fault !== null) {
      vehicleLookup.value = IDLE;
      lookedUpPlate.value = null;
      return;
    }
    lookupTimer = services.timers.after(PLATE_LOOKUP_DELAY_MS, () => {
      const plate = platePart(vehicle.peek().plate).plate;
      if (lookedUpPlate.peek() === plate && vehicleLookup.peek().status === 'ready') return;
      vehicleLookup.value = LOADING;
      lookedUpPlate.value = plate;
      void vehicleOnRecord(services.vehicles, storefront.location.id, vehicle.peek()).match(
        (found) => {
          if (lookedUpPlate.peek() === plate) vehicleLookup.value = { status: 'ready', value: found };
        },
        (failure) => {
          if (lookedUpPlate.peek() === plate) vehicleLookup.value = { status: 'failed', failure };
        },
      );
    });
  }

  if (fromPage !== undefined) scheduleLookup();

  return {
    /**
     * Whether the form invites the visitor to sign in to use their plan: the company's plans pay only
     * bookings made signed in by their owner (docs/adr/0124), and nobody is signed in. Said to every
     * visitor alike, whatever identifier they type: it tells nothing of whether one holds a plan.
     */
    signInForPlans: computed(
      () =>
        storefront.bookingInfo.activeMemberships &&
        storefront.bookingInfo.plansForSignedInOwner &&
        signedIn.value === false,
    ),
    values: values as ReadonlySignal<ClientFormValues>,
    layout,
    configuration,
    validation,
    clientValidation,
    isValid,
    locked,
    countryCode,
    vehicle: vehicle as ReadonlySignal<VehicleOrder>,
    vehicleLookup: vehicleLookup as ReadonlySignal<Loadable<Vehicle | null>>,
    workshop,
    errorOf,
    workshopErrorOf,
    /** The reservation decides whether the address is asked for (an outcall service, booking-wizard §5). */
    follow: (state: ReservationState): void => {
      const outcall = state.servicesToReserve.some((item) => item.service.outcall);
      if (hasOutcallService.peek() !== outcall) hasOutcallService.value = outcall;
    },
    setText: (field: TextField, typed: string): void => {
      if (locked.has(field as LockedField)) return;
      let value = typed;
      // Email is trimmed as typed; an identification number never holds a space, and in Chile reads as a RUT (booking-wizard §5).
      if (field === 'email') value = typed.trim();
      if (field === 'identificationNumber')
        value = isChile ? formatRutAsTyped(removeSpaces(typed)) : removeSpaces(typed);
      values.value = { ...values.peek(), [field]: value };
      changed(field);
    },
    setGender: (gender: 0 | 1 | 2): void => {
      values.value = { ...values.peek(), gender };
      changed('gender');
    },
    setAcceptedTerms: (accepted: boolean): void => {
      values.value = { ...values.peek(), acceptedTerms: accepted };
      touched.value = new Set([...touched.peek(), 'acceptedTerms']);
      changed('acceptedTerms');
    },
    setCustom: (slug: string, answer: CustomAttributeInput): void => {
      values.value = { ...values.peek(), customAttributes: { ...values.peek().customAttributes, [slug]: answer } };
      changed(customAttributeKey({ slug }));
    },
    leave: (field: string): void => {
      if (!touched.peek().has(field)) touched.value = new Set([...touched.peek(), field]);
    },
    setVehicle: (
      change: Partial<Omit<VehicleOrder, 'record'>> & { readonly record?: Partial<VehicleOrder['record']> },
    ): void => {
      const current = vehicle.peek();
      vehicle.value = { ...current, ...change, record: { ...current.record, ...change.record } };
      if (change.plate !== undefined) scheduleLookup();
    },
    /** Marks the fields the API refused with its words (booking-wizard §8). */
    markRefused: (fields: ReadonlyMap<CorrectableField, readonly string[]>): void => {
      refused.value = fields;
    },
    /** Shows every error, as when the client presses Continue. */
    attempt: (): void => {
      attempted.value = true;
    },
    customKey: customAttributeKey,
    dispose: (): void => {
      disposed = true;
      lookupTimer?.();
    },
  };
}

export type ClientFormModel = ReturnType<typeof createClientFormModel>;
