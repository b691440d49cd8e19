import type { ClientSideFailure } from '#application/client-side/shared/client-side-errors';

/**
 * The server failed rather than refused (storefront §2 "500 page"): it answered 5xx, could not be
 * reached or did not answer in time, or answered something the contract does not allow. A page that
 * cannot load for one of these shows the 500 page; a refusal (404 and the other 4xx) is the page's own.
 */
export function serverFailed(failure: ClientSideFailure): boolean {
  switch (failure._tag) {
    case 'ApiUnreachable':
    case 'ApiMisbehaved':
      return true;
    case 'ApiRefusal':
      return failure.status >= 500;
    case 'InputInvalid':
      return false;
  }
  return failure satisfies never;
}
