import { computed, signal, type ReadonlySignal } from '@preact/signals-react';
import type { ClientSideFailure } from '#application/client-side/shared/client-side-errors';
import { failureText, type FailureText } from '#application/client-side/booking/failure-text';
import {
  fillReviewByCode,
  findReviewInvitation,
  reviewFormFieldOf,
  type FoundInvitation,
} from '#application/client-side/review/review-by-code';
import type { ReviewView } from '#application/ports/client/published-reviews';
import type { ReviewInvitations } from '#application/ports/client/review-invitations';
import {
  REVIEW_NAME_MAX_LENGTH,
  validateReviewForm,
  type ReviewFormField,
  type ReviewFormValues,
} from '#domain/review/review-form';
import type { FieldError } from '#domain/validation/field-error';
import type { Loadable } from '../../shared/loadable';

// The review invitation's page (storefront §3 Review, §5 Review, §8; ADR 0032): the invitation
// the code names, the form checked by the domain's rules (review-form.ts, as the server checks
// it), the server's refusals shown on their fields until the field changes, and what sending left.
// Nothing typed is lost on a failure: the values stay until the review is recorded.

export type SendState =
  | { readonly _tag: 'Editing' }
  | { readonly _tag: 'Sending' }
  /** The server refused or could not be asked; `unavailable` when the code can no longer review. */
  | { readonly _tag: 'Failed'; readonly text: FailureText | null; readonly unavailable: boolean }
  | { readonly _tag: 'Done'; readonly review: ReviewView };

/** A field's error: the domain's verdict, to translate, or the server's words. */
export type ShownError =
  { readonly _tag: 'Rule'; readonly error: FieldError } | { readonly _tag: 'Server'; readonly text: string };

const EMPTY: ReviewFormValues = { stars: null, anonymous: false, reviewerName: '', serviceName: '', comment: '' };

const isUnavailable = (failure: ClientSideFailure) =>
  failure._tag === 'ApiRefusal' &&
  (failure.status === 404 || failure.code === 'REVIEW.UNAVAILABLE' || failure.code === 'REVIEW.NOT_FOUND');

export function createReviewModel(reviewInvitations: ReviewInvitations, code: string) {
  const invitation = signal<Loadable<FoundInvitation>>({ status: 'loading' });
  const values = signal<ReviewFormValues>(EMPTY);
  const attempted = signal(false);
  const serverErrors = signal<Readonly<Partial<Record<ReviewFormField, string>>>>({});
  const state = signal<SendState>({ _tag: 'Editing' });
  const validation = computed(() => validateReviewForm(values.value));

  function load(): void {
    invitation.value = { status: 'loading' };
    void findReviewInvitation({ reviewInvitations }, code).match(
      (found) => {
        invitation.value = { status: 'ready', value: found };
        // The booked service's name starts the form's, when it fits.
        if (found.invitation.serviceName.length <= REVIEW_NAME_MAX_LENGTH && values.peek().serviceName === '') {
          values.value = { ...values.peek(), serviceName: found.invitation.serviceName };
        }
      },
      (failure) => {
        invitation.value = { status: 'failed', failure };
      },
    );
  }

  function change<Field extends keyof ReviewFormValues>(field: Field, value: ReviewFormValues[Field]): void {
    values.value = { ...values.peek(), [field]: value };
    if (field in serverErrors.peek()) {
      const { [field as ReviewFormField]: _dropped, ...rest } = serverErrors.peek();
      serverErrors.value = rest;
    }
  }

  function errorOf(field: ReviewFormField): ShownError | null {
    const server = serverErrors.value[field];
    if (server !== undefined) return { _tag: 'Server', text: server };
    const result = validation.value;
    if (!attempted.value || result.isOk()) return null;
    const error = result.error.fields[field];
    return error === undefined ? null : { _tag: 'Rule', error };
  }

  function send(): void {
    const loaded = invitation.peek();
    if (loaded.status !== 'ready' || state.peek()._tag === 'Sending' || state.peek()._tag === 'Done') return;
    attempted.value = true;
    if (validation.peek().isErr()) {
      state.value = { _tag: 'Failed', text: null, unavailable: false };
      return;
    }
    state.value = { _tag: 'Sending' };
    void fillReviewByCode({ reviewInvitations }, loaded.value, values.peek()).match(
      (review) => {
        state.value = { _tag: 'Done', review };
      },
      (failure) => {
        if (failure._tag === 'ApiRefusal' && failure.attributes.length > 0) {
          const onFields: Partial<Record<ReviewFormField, string>> = {};
          for (const attribute of failure.attributes) {
            const field = reviewFormFieldOf(attribute.field);
            if (field !== null) onFields[field] = attribute.messages.join(' ');
          }
          serverErrors.value = onFields;
        }
        state.value = {
          _tag: 'Failed',
          text: failure._tag === 'InputInvalid' ? null : failureText(failure),
          unavailable: isUnavailable(failure),
        };
      },
    );
  }

  return {
    invitation: invitation as ReadonlySignal<Loadable<FoundInvitation>>,
    values: values as ReadonlySignal<ReviewFormValues>,
    state: state as ReadonlySignal<SendState>,
    load,
    change,
    errorOf,
    send,
  };
}

export type ReviewModel = ReturnType<typeof createReviewModel>;
