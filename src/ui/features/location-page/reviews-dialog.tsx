import { useCallback, useEffect, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from '../../i18n/use-translation';
import type { ClientSideFailure } from '#application/client-side/shared/client-side-errors';
import type { ReviewPages } from '#application/client-side/review/review-pages';
import type { ReviewView } from '#application/ports/client/published-reviews';
import { localDateAt } from '#domain/availability/time-zone';
import { parseLocalDate, type LocalDate } from '#domain/calendar/local-date';
import { canReplyToReviews } from '#domain/account/user';
import { reviewAge } from '#domain/review/review-age';
import { canSendReply, replyOf, validateReply } from '#domain/review/review-reply';
import { failureText } from '#application/client-side/booking/failure-text';
import { REVIEW_PAGE_SIZE } from '#domain/review/review-summary';
import { Button } from '../../components/button';
import { ModalDialog } from '../../components/modal-dialog';
import { TextField } from '../../components/text-field';
import { fieldErrorText } from '../../i18n/formats';
import { failureMessage } from '../../shared/failure-message';
import { useStorefrontServices } from '../../shared/storefront-services';
import * as reviewsWords from '../../i18n/dictionaries/reviews';
import { useDictionary } from '../../i18n/i18n';
import type { LocationPageModel } from './location-page-model';

// The reviews list modal (storefront §2 Overlays, §4 Location page): a location's reviews, newest
// first, in pages of 5 — the next asked for when the list's end scrolls into view, or with the
// button there (for the keyboard, and where scrolling never reaches it) — each with its stars, who
// wrote it, how long ago, the service, the comment and the location's reply (the last comment).
// While a page loads, 5 placeholders hold its place (§9 "skeleton placeholders 5").
// A user who can edit a company on reviews v2 (§6) replies to each review, or edits the reply
// (§4 Reply editing: closed, editing with the reply prefilled, closed again on cancel or success);
// a failure opens an error dialog with the server's words (§8 Reply failure).

type Pages =
  | { readonly status: 'loading'; readonly reviews: readonly ReviewView[] }
  | { readonly status: 'ready'; readonly reviews: readonly ReviewView[]; readonly next: number | null }
  | {
      readonly status: 'failed';
      readonly reviews: readonly ReviewView[];
      readonly retry: number;
      readonly failure: ClientSideFailure;
    };

function useReviewPages(pages: ReviewPages) {
  const [state, setState] = useState<Pages>({ status: 'loading', reviews: [] });
  const asking = useRef(false);
  // Each answer lands on the list as it is then, not as it was when asked: a reply sent while a
  // page loads stays in place.
  const load = useCallback(
    (page: number) => {
      if (asking.current) return;
      asking.current = true;
      setState((current) => ({ status: 'loading', reviews: page === 1 ? [] : current.reviews }));
      void pages.page(page).match(
        (answer) => {
          asking.current = false;
          setState((current) => ({
            status: 'ready',
            reviews: [...current.reviews, ...answer.reviews],
            next: answer.next,
          }));
        },
        (failure) => {
          asking.current = false;
          setState((current) => ({ status: 'failed', reviews: current.reviews, retry: page, failure }));
        },
      );
    },
    [pages],
  );
  useEffect(() => {
    load(1);
  }, [load]);
  const more = () => {
    if (state.status === 'ready' && state.next !== null) load(state.next);
    if (state.status === 'failed') load(state.retry);
  };
  /** The review as the server now has it, in its place (a reply sent). */
  const replace = useCallback((changed: ReviewView) => {
    setState((current) => ({
      ...current,
      reviews: current.reviews.map((review) => (review.id === changed.id ? changed : review)),
    }));
  }, []);
  return { state, more, replace };
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

function ReplyEditor({
  review,
  author,
  onReplied,
}: {
  readonly review: ReviewView;
  readonly author: string;
  readonly onReplied: (review: ReviewView) => void;
}) {
  const { t } = useTranslation();
  const { reviewReplies } = useStorefrontServices();
  const [text, setText] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const closedByClient = useRef(false);
  // Back to closed, on cancel or success, the focus returns to the button that opened the editor.
  useEffect(() => {
    if (text === null && closedByClient.current) {
      closedByClient.current = false;
      toggle.current?.focus();
    }
  }, [text]);
  const close = () => {
    closedByClient.current = true;
    setText(null);
  };
  const code = review.confirmationCode;
  if (code === undefined) return null;
  const existing = replyOf(review);
  if (text === null) {
    const label = existing === null ? t('REVIEWS.REPLY') : t('REVIEWS.EDIT_REPLY');
    return (
      <div className="review__reply-actions">
        <Button
          ref={toggle}
          aria-label={t(existing === null ? 'REVIEWS.REPLY_TO' : 'REVIEWS.EDIT_REPLY_TO', { author })}
          onPress={() => {
            setText(existing ?? '');
          }}
        >
          {label}
        </Button>
      </div>
    );
  }
  const checked = validateReply(text);
  const tooLong =
    checked.isErr() && checked.error.key === 'ERRORS.VALIDATION_MAX_LENGTH' ? fieldErrorText(t, checked.error) : null;
  const send = () => {
    if (!canSendReply(text, sending) || tooLong !== null) return;
    setSending(true);
    void reviewReplies.replyToReview(code, text).match(
      (replied) => {
        setSending(false);
        close();
        onReplied(replied);
      },
      (refused) => {
        setSending(false);
        setFailure(failureMessage(t, failureText(refused)));
      },
    );
  };
  return (
    <form
      className="review__reply-form"
      aria-label={t('REVIEWS.REPLY_FORM', { author })}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <TextField
        label={t('REVIEWS.YOUR_REPLY')}
        value={text}
        onChange={setText}
        isRequired
        multiline
        autoFocus
        error={tooLong}
        isReadOnly={sending}
      />
      <div className="review__reply-actions">
        <Button isDisabled={sending} onPress={close}>
          {t('CANCEL')}
        </Button>
        <Button
          type="submit"
          variant="primary"
          isDisabled={!canSendReply(text, sending) || tooLong !== null}
          aria-busy={sending}
        >
          {sending ? t('REVIEWS.SENDING_REPLY') : t('REVIEWS.SEND_REPLY')}
        </Button>
      </div>
      {failure === null ? null : (
        <ModalDialog
          isOpen
          role="alertdialog"
          title={t('ERRORS.ERROR')}
          onClose={() => {
            setFailure(null);
          }}
        >
          <p>{failure}</p>
          <div className="dialog__actions">
            <Button
              variant="primary"
              onPress={() => {
                setFailure(null);
              }}
            >
              {t('CLOSE')}
            </Button>
          </div>
        </ModalDialog>
      )}
    </form>
  );
}

function Review({
  review,
  today,
  locationName,
  canReply,
  onReplied,
}: {
  readonly review: ReviewView;
  readonly today: LocalDate;
  readonly locationName: string;
  readonly canReply: boolean;
  readonly onReplied: (review: ReviewView) => void;
}) {
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
          {age === null ? null : (
            <span className="review__age">
              {' '}
              · {age.unit === 'today' ? t('REVIEWS.AGE.today') : t(`REVIEWS.AGE.${age.unit}`, { count: age.count })}
            </span>
          )}
        </p>
        {review.serviceName === null ? null : <p className="review__service">{review.serviceName}</p>}
        {review.comment === null ? null : <p className="review__comment">{review.comment}</p>}
        {reply === undefined ? null : (
          <blockquote className="review__reply">
            <p className="review__reply-by">{t('REVIEWS.REPLY_FROM', { location: locationName })}</p>
            <p>{reply.comment}</p>
          </blockquote>
        )}
        {canReply ? <ReplyEditor review={review} author={author} onReplied={onReplied} /> : null}
      </article>
    </li>
  );
}

export function ReviewsDialog({ model }: { readonly model: LocationPageModel }) {
  useDictionary(reviewsWords);
  useSignals();
  const { t } = useTranslation();
  const { clock, account } = useStorefrontServices();
  const pages = model.reviews.value;
  const loaded = model.storefront.value;
  const user = account.user.value;
  if (pages === null || loaded.status !== 'ready') return null;
  const today = localDateAt(loaded.value.zone, clock.now());
  const { company } = loaded.value;
  const canReply =
    user !== null && user !== undefined && canReplyToReviews(user, { id: company.id, reviewsV2: company.reviewsV2 });
  return (
    <ModalDialog
      isOpen
      isDismissable
      size="medium"
      title={t('REVIEWS.TITLE', { location: loaded.value.location.locationName })}
      onClose={model.closeReviews}
    >
      <ReviewList pages={pages} today={today} locationName={loaded.value.location.locationName} canReply={canReply} />
      <div className="dialog__actions">
        <Button variant="primary" onPress={model.closeReviews}>
          {t('CLOSE')}
        </Button>
      </div>
    </ModalDialog>
  );
}

function ReviewList({
  pages,
  today,
  locationName,
  canReply,
}: {
  readonly pages: ReviewPages;
  readonly today: LocalDate;
  readonly locationName: string;
  readonly canReply: boolean;
}) {
  const { t } = useTranslation();
  const { state, more, replace } = useReviewPages(pages);
  const end = useRef<HTMLDivElement>(null);
  const canAskMore = (state.status === 'ready' && state.next !== null) || state.status === 'failed';
  // The next page comes when the list's end scrolls into view (storefront §4 "bottom sentinel").
  useEffect(() => {
    const sentinel = end.current;
    if (
      sentinel === null ||
      typeof IntersectionObserver === 'undefined' ||
      state.status !== 'ready' ||
      state.next === null
    )
      return undefined;
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
          <Review
            key={review.id}
            review={review}
            today={today}
            locationName={locationName}
            canReply={canReply}
            onReplied={replace}
          />
        ))}
        {state.status === 'loading'
          ? Array.from({ length: REVIEW_PAGE_SIZE }, (_, index) => (
              <li key={`placeholder-${String(index)}`} className="review review--placeholder" aria-hidden="true" />
            ))
          : null}
      </ul>
      <p role="status" className={state.status === 'loading' ? 'reviews__status' : 'visually-hidden'}>
        {state.status === 'loading'
          ? t('REVIEWS.LOADING')
          : state.status === 'ready' && state.next === null && state.reviews.length > 0
            ? t('REVIEWS.ALL_SHOWN', { count: state.reviews.length })
            : ''}
      </p>
      {state.status === 'failed' ? <p role="alert">{t('REVIEWS.LOAD_FAILED')}</p> : null}
      <div ref={end} className="reviews__end">
        {canAskMore ? (
          <Button onPress={more}>{state.status === 'failed' ? t('ERRORS.RETRY') : t('REVIEWS.MORE')}</Button>
        ) : null}
      </div>
    </div>
  );
}
