import { errAsync, type ResultAsync } from 'neverthrow';
import { validateReviewForm, type ReviewFormField, type ReviewFormValues } from '#domain/review/review-form';
import type { ReviewsVersion, ReviewView } from '../../ports/client/published-reviews';
import type { ReviewInvitations, ReviewInvitationView } from '../../ports/client/review-invitations';
import { inputInvalid, type ClientSideFailure } from '../shared/client-side-errors';

// Reviewing a visit by the code its invitation mail carries (storefront §3 Review, §5 Review, §7
// check_review and fill_review). The link holds nothing but the code, so the page cannot know
// which reviews version the company is on (ADR 0032): it asks the reviews service first and the
// first version when the service knows no such code, then fills the review where the code was
// found. The form is checked here by the same domain rules the server applies, before anything is
// sent; the server's refusal of a field comes back under the field's form name.

export interface FoundInvitation {
  readonly invitation: ReviewInvitationView;
  readonly version: ReviewsVersion;
}

const isUnknownCode = (failure: ClientSideFailure) => failure._tag === 'ApiRefusal' && failure.status === 404;

/** The invitation the code names, from whichever reviews version knows it; 404 when neither does. */
export function findReviewInvitation(
  ports: { readonly reviewInvitations: ReviewInvitations },
  code: string,
): ResultAsync<FoundInvitation, ClientSideFailure> {
  const { reviewInvitations } = ports;
  return reviewInvitations
    .checkReview(code, 'v2')
    .map((invitation): FoundInvitation => ({ invitation, version: 'v2' }))
    .orElse((failure) =>
      isUnknownCode(failure)
        ? reviewInvitations
            .checkReview(code, 'v1')
            .map((invitation): FoundInvitation => ({ invitation, version: 'v1' }))
        : errAsync<FoundInvitation, ClientSideFailure>(failure),
    );
}

/** The wire's name of each form field, as a 422's attributes name it. */
const WIRE_FIELDS: Readonly<Record<string, ReviewFormField>> = {
  stars: 'stars',
  reviewer_name: 'reviewerName',
  service_name: 'serviceName',
  comment: 'comment',
};

/** The form field a refused attribute names (`reviewer_name` → `reviewerName`); null for any other. */
export function reviewFormFieldOf(attribute: string): ReviewFormField | null {
  return WIRE_FIELDS[attribute] ?? null;
}

/** Sends the review when the form keeps the rules; refuses it locally, naming each field at fault, when not. */
export function fillReviewByCode(
  ports: { readonly reviewInvitations: ReviewInvitations },
  found: FoundInvitation,
  values: ReviewFormValues,
): ResultAsync<ReviewView, ClientSideFailure> {
  const checked = validateReviewForm(values);
  if (checked.isErr()) {
    return errAsync(inputInvalid(Object.entries(checked.error.fields).map(([field, error]) => ({ field, error }))));
  }
  const submission = checked.value;
  return ports.reviewInvitations.fillReview(found.invitation.confirmationCode, found.version, {
    ...submission,
    reviewerName: submission.anonymous ? null : submission.reviewerName,
  });
}
