import type { ClientSideFailure } from '#application/client-side/shared/client-side-errors';

/** Something the wizard asks the API for: on its way, there, or refused. */
export type Loadable<T> =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly value: T }
  | { readonly status: 'failed'; readonly failure: ClientSideFailure };

export const IDLE: Loadable<never> = { status: 'idle' };
export const LOADING: Loadable<never> = { status: 'loading' };
