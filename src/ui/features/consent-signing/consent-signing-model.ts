import { computed, signal, type ReadonlySignal } from '@preact/signals-react';
import { failureText, type FailureText } from '#application/client-side/booking/failure-text';
import { signConsentByCode, type SignConsentFailure } from '#application/client-side/consent/sign-consent-by-code';
import type { ConsentSignatures, ConsentView } from '#application/ports/client/consent-signatures';
import { identificationNumber } from '#domain/client/identification-number';
import {
  checkSigner,
  type RefusedSignerField,
  type SignerField,
  type SignerProblem,
  type SignerSubmission,
  type Stroke,
} from '#domain/consent/consent-signer';
import type { FieldError } from '#domain/validation/field-error';
import type { Loadable } from '../../shared/loadable';

// The consent signing page's state (issue 32 "Signing"; docs/adr/0117): the consent the code
// names, what the signer has given — name, id number, the drawn strokes and the typed text (both
// kept while they switch between drawing and typing, the one chosen sent), the agreement — checked
// by the domain's rule the server applies (checkSigner, the id number by the location country's
// rules as the client form reads it), the server's refusals shown on their fields until the field
// changes, and what signing left. Nothing given is lost on a failure: the values stay until signed.

export type SignatureMode = 'drawn' | 'typed';

export interface SignerValues {
  readonly fullName: string;
  readonly idNumber: string;
  readonly mode: SignatureMode;
  readonly strokes: readonly Stroke[];
  readonly typed: string;
  readonly agreed: boolean;
}

export type SignState =
  | { readonly _tag: 'Editing' }
  | { readonly _tag: 'Sending' }
  /** Refused or not reached; `text` null when fields say why. */
  | { readonly _tag: 'Failed'; readonly text: FailureText | null };

/** A field's error: the id rules' verdict (as the client form words it), another rule's problem, or the server's words. */
export type ShownError =
  | { readonly _tag: 'IdRule'; readonly error: FieldError }
  | { readonly _tag: 'Problem'; readonly problem: SignerProblem }
  | { readonly _tag: 'Server'; readonly text: string };

const EMPTY: SignerValues = { fullName: '', idNumber: '', mode: 'drawn', strokes: [], typed: '', agreed: false };
const SIGNER_FIELDS: readonly SignerField[] = ['full_name', 'id_number', 'strokes', 'typed_signature', 'agreed'];
const isSignerField = (field: string): field is SignerField => (SIGNER_FIELDS as readonly string[]).includes(field);

/** The fields a change of `value` touches, whose server refusal it clears. */
const FIELDS_OF: Readonly<Record<keyof SignerValues, readonly SignerField[]>> = {
  fullName: ['full_name'],
  idNumber: ['id_number'],
  mode: ['strokes', 'typed_signature'],
  strokes: ['strokes'],
  typed: ['typed_signature'],
  agreed: ['agreed'],
};

export function submissionOf(values: SignerValues): SignerSubmission {
  return {
    fullName: values.fullName,
    idNumber: values.idNumber,
    signature:
      values.mode === 'typed' ? { kind: 'typed', text: values.typed } : { kind: 'drawn', strokes: values.strokes },
    agreed: values.agreed,
  };
}

/** What a rule says of `field` in what was given: the id rules' own words for the id number. */
function ruleError(
  field: SignerField,
  refused: readonly RefusedSignerField[],
  values: SignerValues,
  country: string,
): ShownError | null {
  const problem = refused.find((each) => each.field === field)?.problem;
  if (problem === undefined) return null;
  if (field === 'id_number') {
    const id = identificationNumber(country)(values.idNumber.trim());
    if (id.isErr()) return { _tag: 'IdRule', error: id.error };
  }
  return { _tag: 'Problem', problem };
}

/** The server's refusal of each field (a 422 naming them), by the field. */
function serverFieldErrors(failure: SignConsentFailure): Partial<Record<SignerField, string>> {
  if (failure._tag !== 'ApiRefusal') return {};
  return Object.fromEntries(
    failure.attributes
      .filter((attribute) => isSignerField(attribute.field))
      .map((attribute) => [attribute.field, attribute.messages.join(' ')]),
  );
}

export function createConsentSigningModel(consentSignatures: ConsentSignatures, code: string) {
  const consent = signal<Loadable<ConsentView>>({ status: 'loading' });
  const values = signal<SignerValues>(EMPTY);
  const attempted = signal(false);
  const serverErrors = signal<Readonly<Partial<Record<SignerField, string>>>>({});
  const state = signal<SignState>({ _tag: 'Editing' });
  const country = computed(() => {
    const loaded = consent.value;
    return loaded.status === 'ready' ? loaded.value.location.countryCode : '';
  });
  const refused = computed(() => {
    const checked = checkSigner(submissionOf(values.value), country.value);
    return checked.ok ? [] : checked.fields;
  });

  function load(): void {
    consent.value = { status: 'loading' };
    void consentSignatures.getConsent(code).match(
      (found) => {
        consent.value = { status: 'ready', value: found };
      },
      (failure) => {
        consent.value = { status: 'failed', failure };
      },
    );
  }

  function change<Field extends keyof SignerValues>(field: Field, value: SignerValues[Field]): void {
    values.value = { ...values.peek(), [field]: value };
    const cleared = FIELDS_OF[field];
    if (cleared.some((each) => each in serverErrors.peek())) {
      serverErrors.value = Object.fromEntries(
        Object.entries(serverErrors.peek()).filter(([each]) => !cleared.includes(each as SignerField)),
      );
    }
  }

  function errorOf(field: SignerField): ShownError | null {
    const server = serverErrors.value[field];
    if (server !== undefined) return { _tag: 'Server', text: server };
    return attempted.value ? ruleError(field, refused.value, values.value, country.value) : null;
  }

  function failed(failure: SignConsentFailure): void {
    if (failure._tag === 'ApiRefusal' && failure.code === 'CONSENT.ALREADY_SIGNED') {
      // Signed meanwhile (another tab, another device): the page shows it as signed.
      state.value = { _tag: 'Editing' };
      load();
      return;
    }
    const onFields = serverFieldErrors(failure);
    serverErrors.value = onFields;
    const byFields = failure._tag === 'SignerRefused' || Object.keys(onFields).length > 0;
    state.value = { _tag: 'Failed', text: byFields || failure._tag === 'InputInvalid' ? null : failureText(failure) };
  }

  function sign(): void {
    const loaded = consent.peek();
    if (loaded.status !== 'ready' || loaded.value.state === 'signed' || state.peek()._tag === 'Sending') return;
    attempted.value = true;
    serverErrors.value = {};
    state.value = { _tag: 'Sending' };
    void signConsentByCode(
      { consentSignatures },
      code,
      loaded.value.location.countryCode,
      submissionOf(values.peek()),
    ).match((signed) => {
      consent.value = { status: 'ready', value: signed };
      state.value = { _tag: 'Editing' };
    }, failed);
  }

  return {
    consent: consent as ReadonlySignal<Loadable<ConsentView>>,
    values: values as ReadonlySignal<SignerValues>,
    state: state as ReadonlySignal<SignState>,
    load,
    change,
    errorOf,
    sign,
  };
}

export type ConsentSigningModel = ReturnType<typeof createConsentSigningModel>;
