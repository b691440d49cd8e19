import { useEffect, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from '../../i18n/use-translation';
import { pageNotReady } from '../../shared/page-not-ready';
import type { TFunction } from '../../i18n/translator';
import {
  RATING_MAX,
  RATING_MIN,
  REVIEW_COMMENT_MAX_LENGTH,
  REVIEW_NAME_MAX_LENGTH,
  type ReviewFormField,
} from '#domain/review/review-form';
import { Button } from '../../components/button';
import { Checkbox } from '../../components/checkbox';
import { RadioGroup } from '../../components/radio-group';
import { TextField } from '../../components/text-field';
import { useStorefrontServices } from '../../shared/storefront-services';
import * as reviewWords from '../../i18n/dictionaries/review-by-code';
import { fieldErrorText } from '../../i18n/formats';
import { useDictionary } from '../../i18n/i18n';
import { CompanyBrandHeader, useCompanyBrand } from '../../shared/company-brand';
import { failureMessage } from '../../shared/failure-message';
import { createReviewModel, type ReviewModel, type ShownError } from './review-model';

// The page a review invitation's mail links to (storefront §3 Review, §5 Review, §8; ADR 0032):
// `/{country}/reviews/{code}`. It says what is reviewed, takes a required rating of 1 to 5 stars,
// the choice to stay anonymous, a name and a service name of at most 45 characters each and a
// comment, shows each field's error under it, and thanks the client once the review is recorded.
// A code that cannot review (unknown, used or expired) shows the unable-to-review state. The page
// wears the company's brand, as its other client pages do (issue 20; company-brand.tsx).

export interface ReviewRoute {
  readonly country: string;
  readonly code: string;
  readonly embedded: boolean;
}

const STAR_VALUES = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => String(RATING_MIN + index));

function errorText(t: TFunction, shown: ShownError | null): string | null {
  if (shown === null) return null;
  return shown._tag === 'Server' ? shown.text : fieldErrorText(t, shown.error);
}

function ReviewForm({ model }: { readonly model: ReviewModel }) {
  useSignals();
  const { t } = useTranslation();
  const values = model.values.value;
  const state = model.state.value;
  const sending = state._tag === 'Sending';
  const errorOf = (field: ReviewFormField) => errorText(t, model.errorOf(field));
  const alert =
    state._tag !== 'Failed'
      ? ''
      : state.unavailable
        ? t('REVIEW_FORM.UNAVAILABLE')
        : state.text === null
          ? t('REVIEW_FORM.FIX_FIELDS')
          : failureMessage(t, state.text);
  return (
    <form
      className="review-form"
      noValidate
      aria-busy={sending}
      onSubmit={(event) => {
        event.preventDefault();
        model.send();
      }}
    >
      <RadioGroup
        label={t('REVIEW_FORM.RATING')}
        isRequired
        orientation="horizontal"
        className="review-form__stars"
        options={STAR_VALUES.map((value) => ({
          value,
          label: `${'★'.repeat(Number(value))} ${t('REVIEW_FORM.STAR', { count: Number(value) })}`,
        }))}
        value={values.stars === null ? null : String(values.stars)}
        onChange={(value) => {
          model.change('stars', Number(value));
        }}
        error={errorOf('stars')}
      />
      <Checkbox
        isSelected={values.anonymous}
        onChange={(selected) => {
          model.change('anonymous', selected);
        }}
        description={t('REVIEW_FORM.ANONYMOUS_HINT')}
      >
        {t('REVIEW_FORM.ANONYMOUS')}
      </Checkbox>
      <TextField
        label={t('REVIEW_FORM.REVIEWER_NAME')}
        value={values.reviewerName}
        onChange={(value) => {
          model.change('reviewerName', value);
        }}
        description={t('REVIEW_FORM.AT_MOST', { max: REVIEW_NAME_MAX_LENGTH })}
        error={errorOf('reviewerName')}
        autoComplete="name"
        name="reviewer_name"
      />
      <TextField
        label={t('REVIEW_FORM.SERVICE_NAME')}
        value={values.serviceName}
        onChange={(value) => {
          model.change('serviceName', value);
        }}
        description={t('REVIEW_FORM.AT_MOST', { max: REVIEW_NAME_MAX_LENGTH })}
        error={errorOf('serviceName')}
        name="service_name"
      />
      <TextField
        label={t('REVIEW_FORM.COMMENT')}
        value={values.comment}
        onChange={(value) => {
          model.change('comment', value);
        }}
        description={t('REVIEW_FORM.AT_MOST', { max: REVIEW_COMMENT_MAX_LENGTH })}
        error={errorOf('comment')}
        multiline
        name="comment"
      />
      <p role="alert" className="review-form__failure">
        {alert}
      </p>
      <Button type="submit" variant="primary" isDisabled={sending} aria-busy={sending}>
        {sending ? t('REVIEW_FORM.SENDING') : t('REVIEW_FORM.SEND')}
      </Button>
    </form>
  );
}

function Thanks({ locationName }: { readonly locationName: string }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section className="card review-thanks" aria-labelledby="review-thanks">
      <h2 id="review-thanks" ref={heading} tabIndex={-1}>
        {t('REVIEW_FORM.THANKS')}
      </h2>
      <p>{t('REVIEW_FORM.THANKS_TEXT', { location: locationName })}</p>
    </section>
  );
}

export function ReviewPage({ route }: { readonly route: ReviewRoute }) {
  useDictionary(reviewWords);
  useSignals();
  const { t } = useTranslation();
  const { reviewInvitations } = useStorefrontServices();
  const [model] = useState(() => createReviewModel(reviewInvitations, route.code));
  useEffect(() => {
    model.load();
  }, [model]);
  const loaded = model.invitation.value;
  const state = model.state.value;
  const title = t('REVIEW_FORM.TITLE');
  useCompanyBrand(loaded.status === 'ready' ? loaded.value.invitation.company : undefined);
  if (loaded.status !== 'ready') {
    return pageNotReady(t, {
      loadable: loaded,
      title,
      notFound: { text: t('REVIEW_FORM.UNAVAILABLE') },
      failed: t('REVIEW_FORM.LOAD_FAILED'),
      onRetry: model.load,
    });
  }
  const { invitation } = loaded.value;
  return (
    <main id="content" className="page review-page">
      <CompanyBrandHeader company={invitation.company} />
      <h1 key="title">{title}</h1>
      <section className="card" aria-labelledby="review-subject">
        <h2 id="review-subject">{t('REVIEW_FORM.REVIEWING')}</h2>
        <p>{t('REVIEW_FORM.SERVICE_AT', { service: invitation.serviceName, location: invitation.locationName })}</p>
      </section>
      {state._tag === 'Done' ? (
        <Thanks locationName={invitation.locationName} />
      ) : invitation.reviewable ? (
        <ReviewForm model={model} />
      ) : (
        <p role="alert">{t('REVIEW_FORM.UNAVAILABLE')}</p>
      )}
    </main>
  );
}
