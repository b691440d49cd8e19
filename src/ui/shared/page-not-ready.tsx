import type { TFunction } from '../i18n/translator';
import type { ReactElement } from 'react';
import { Button } from '../components/button';
import { HomeButton } from './home-button';
import { ServerErrorPage } from './server-error-page';
import type { Loadable } from './loadable';
import { serverFailed } from './server-failed';

// What a page that loads what its address names shows until it has it (the booking-by-code pages,
// the modify page, the review page, the branch list): a loading status; the 500 page when the
// server failed (storefront §2); the page's own words when the API says the thing does not exist
// (404); otherwise what went wrong, with a retry.
//
// A function the page calls as it renders, not a component: its main and heading are then the
// same elements as the ready page's, which React keeps when the page is ready — the heading a
// client's screen reader is on does not vanish and come back. The heading is keyed `title` here
// and on the ready page, so it is kept even when the ready page puts something before it (the
// company's header, company-brand.tsx).

export interface PageNotReadyProps {
  /** The page's state while it is not ready. */
  readonly loadable: Exclude<Loadable<unknown>, { readonly status: 'ready' }>;
  /** The page's heading while loading and on failure; none when it depends on what is loading. */
  readonly title: string | null;
  /** What a 404 says: its text, its own heading instead of `title`, and whether to offer the home page. */
  readonly notFound: { readonly text: string; readonly title?: string; readonly homeButton?: boolean };
  /** What another refusal says; a retry is offered beside it. */
  readonly failed: string;
  readonly onRetry: () => void;
}

export function pageNotReady(
  t: TFunction,
  { loadable, title, notFound, failed, onRetry }: PageNotReadyProps,
): ReactElement {
  if (loadable.status !== 'failed') {
    return (
      <main id="content" className="page" aria-busy="true">
        {title === null ? null : <h1 key="title">{title}</h1>}
        <p role="status">{t('LOADING')}</p>
      </main>
    );
  }
  const { failure } = loadable;
  if (serverFailed(failure)) return <ServerErrorPage onRetry={onRetry} />;
  if (failure._tag === 'ApiRefusal' && failure.status === 404) {
    return (
      <main id="content" className="page">
        <h1>{notFound.title ?? title ?? t('ERRORS.PAGE_NOT_LOADED')}</h1>
        <p role="alert">{notFound.text}</p>
        {notFound.homeButton === true ? <HomeButton /> : null}
      </main>
    );
  }
  return (
    <main id="content" className="page">
      <h1>{title ?? t('ERRORS.PAGE_NOT_LOADED')}</h1>
      <p role="alert">{failed}</p>
      <Button onPress={onRetry}>{t('ERRORS.RETRY')}</Button>
    </main>
  );
}
