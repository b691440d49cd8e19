import { useCallback, useEffect, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import type { ClientSideFailure } from '../../../application/client-side/client-side-errors';
import type { ReviewPages } from '../../../application/client-side/review-pages';
import type { ReviewView } from '../../../application/ports/booking-api';
import { localDateAt } from '../../../domain/availability/time-zone';
import { parseLocalDate, type LocalDate } from '../../../domain/calendar/local-date';
import { reviewAge } from '../../../domain/review/review-age';
import { REVIEW_PAGE_SIZE } from '../../../domain/review/review-summary';
import { Button } from '../../components/button';
import { ModalDialog } from '../../components/modal-dialog';
import { useStorefrontServices } from '../../app/storefront-services';
import * as reviewsWords from '../../i18n/dictionaries/reviews';
import { useDictionary } from '../../i18n/i18n';
import type { LocationPageModel } from './location-page-model';

// The reviews list modal (storefront §2 Overlays, §4 Location page): a location's reviews, newest
// first, in pages of 5 — the next asked for when the list's end scrolls into view, or with the
// button there (for the keyboard, and where scrolling never reaches it) — each with its stars, who
// wrote it, how long ago, the service, the comment and the location's reply (the last comment).
// While a page loads, 5 placeholders hold its place (§9 "skeleton placeholders 5").

type Pages =
  | { readonly status: 'loading'; readonly reviews: readonly ReviewView[] }
  | { readonly status: 'ready'; readonly reviews: readonly ReviewView[]; readonly next: number | null }
  | { readonly status: 'failed'; readonly reviews: readonly ReviewView[]; readonly retry: number; readonly failure: ClientSideFailure };

function useReviewPages(pages: ReviewPages) {
  const [state, setState] = useState<Pages>({ status: 'loading', reviews: [] });
  const asking = useRef(false);
  const load = useCallback(
    (page: number, before: readonly ReviewView[]) => {
      if (asking.current) return;
      asking.current = true;
      setState({ status: 'loading', reviews: before });
      void pages.page(page).match(
        (answer) => {
          asking.current = false;
          setState({ status: 'ready', reviews: [...before, ...answer.reviews], next: answer.next });
        },
        (failure) => {
          asking.current = false;
          setState({ status: 'failed', reviews: before, retry: page, failure });
        },
      );
    },
    [pages],
  );
  useEffect(() => {
    load(1, []);
  }, [load]);
  const more = () => {
    if (state.status === 'ready' && state.next !== null) load(state.next, state.reviews);
    if (state.status === 'failed') load(state.retry, state.reviews);
  };
  return { state, more };
}

function Stars({ stars }: { readonly stars: number }) {
  const { t } = useTranslation();
  return (
    <span className="review__stars" role="img" aria-label={t('REVIEWS.STARS', { count: stars })}>
      {'★'.repeat(stars)}
      <span className="review__stars-empty">{'☆'.repeat(Math.max(0, 5 - stars))}</span>
    </span>
  );
}

function Review({ review, today, locationName }: { readonly review: ReviewView; readonly today: LocalDate; readonly locationName: string }) {
  const { t } = useTranslation();
  const written = parseLocalDate(review.reviewDate.slice(0, 10));
  const age = written.isOk() ? reviewAge(written.value, today) : null;
  const reply = review.reviewComments.at(-1);
  const author = review.anonymous || review.reviewerName === null ? t('REVIEWS.ANONYMOUS') : review.reviewerName;
  return (
    <li className="review">
      <article aria-label={t('REVIEWS.REVIEW_BY', { author })}>
        <p className="review__head">
          <Stars stars={review.stars} /> <span className="review__author">{author}</span>
          {age === null ? null : <span className="review__age"> · {age.unit === 'today' ? t('REVIEWS.AGE.today') : t(`REVIEWS.AGE.${age.unit}`, { count: age.count })}</span>}
        </p>
        {review.serviceName === null ? null : <p className="review__service">{review.serviceName}</p>}
        {review.comment === null ? null : <p className="review__comment">{review.comment}</p>}
        {reply === undefined ? null : (
          <blockquote className="review__reply">
            <p className="review__reply-by">{t('REVIEWS.REPLY_FROM', { location: locationName })}</p>
            <p>{reply.comment}</p>
          </blockquote>
        )}
      </article>
    </li>
  );
}

export function ReviewsDialog({ model }: { readonly model: LocationPageModel }) {
  useDictionary(reviewsWords);
  useSignals();
  const { t } = useTranslation();
  const { clock } = useStorefrontServices();
  const pages = model.reviews.value;
  const loaded = model.storefront.value;
  if (pages === null || loaded.status !== 'ready') return null;
  const today = localDateAt(loaded.value.zone, clock.now());
  return (
    <ModalDialog isOpen isDismissable size="medium" title={t('REVIEWS.TITLE', { location: loaded.value.location.locationName })} onClose={model.closeReviews}>
      <ReviewList pages={pages} today={today} locationName={loaded.value.location.locationName} />
      <div className="dialog__actions">
        <Button variant="primary" onPress={model.closeReviews}>
          {t('CLOSE')}
        </Button>
      </div>
    </ModalDialog>
  );
}

function ReviewList({ pages, today, locationName }: { readonly pages: ReviewPages; readonly today: LocalDate; readonly locationName: string }) {
  const { t } = useTranslation();
  const { state, more } = useReviewPages(pages);
  const end = useRef<HTMLDivElement>(null);
  const canAskMore = (state.status === 'ready' && state.next !== null) || state.status === 'failed';
  // The next page comes when the list's end scrolls into view (storefront §4 "bottom sentinel").
  useEffect(() => {
    const sentinel = end.current;
    if (sentinel === null || typeof IntersectionObserver === 'undefined' || state.status !== 'ready' || state.next === null) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) more();
    });
    observer.observe(sentinel);
    return () => {
      observer.disconnect();
    };
  });
  return (
    <div className="reviews">
      {state.reviews.length === 0 && state.status === 'ready' ? <p>{t('REVIEWS.NONE')}</p> : null}
      <ul className="reviews__list" aria-label={t('REVIEWS.LIST')} aria-busy={state.status === 'loading'}>
        {state.reviews.map((review) => (
          <Review key={review.id} review={review} today={today} locationName={locationName} />
        ))}
        {state.status === 'loading'
          ? Array.from({ length: REVIEW_PAGE_SIZE }, (_, index) => <li key={`placeholder-${String(index)}`} className="review review--placeholder" aria-hidden="true" />)
          : null}
      </ul>
      <p role="status" className={state.status === 'loading' ? 'reviews__status' : 'visually-hidden'}>
        {state.status === 'loading' ? t('REVIEWS.LOADING') : state.status === 'ready' && state.next === null && state.reviews.length > 0 ? t('REVIEWS.ALL_SHOWN', { count: state.reviews.length }) : ''}
      </p>
      {state.status === 'failed' ? <p role="alert">{t('REVIEWS.LOAD_FAILED')}</p> : null}
      <div ref={end} className="reviews__end">
        {canAskMore ? <Button onPress={more}>{state.status === 'failed' ? t('ERRORS.RETRY') : t('REVIEWS.MORE')}</Button> : null}
      </div>
    </div>
  );
}
