import type { Service } from '#domain/catalog/service';
import type { ClientFormValues } from '#domain/client/client-form';
import type { ReservationState } from '#domain/reservation/reservation';
import { servicesById, type Storefront } from '../catalogue/load-storefront';

// The reservation a client is putting together, as the tab keeps it (ports/client/reservation-drafts.ts,
// docs/adr/0075): the wizard's state and the client form's values, so that a reload — after a
// taken hour, or by accident — reopens the wizard where the client was, nothing retyped.

const DRAFT_VERSION = 1;

export interface ReservationDraft {
  readonly version: typeof DRAFT_VERSION;
  readonly reservation: ReservationState;
  readonly form: ClientFormValues;
}

export function draftOf(reservation: ReservationState, form: ClientFormValues): ReservationDraft {
  return { version: DRAFT_VERSION, reservation, form };
}

/** The fields the check reads, each of them unknown until checked. */
type Unchecked = Readonly<
  Partial<Record<'version' | 'reservation' | 'form' | 'servicesToReserve' | 'service' | 'bundle' | 'id', unknown>>
>;

const isObject = (value: unknown): value is Unchecked => typeof value === 'object' && value !== null;

/**
 * The draft kept for the location, when it is one this storefront wrote and every service it
 * reserves is still offered there; the services the wizard opens on, as offered now. Anything
 * else reads as no draft: the client starts over rather than book what is no longer offered.
 */
export function readReservationDraft(
  kept: unknown,
  storefront: Storefront,
): { readonly draft: ReservationDraft; readonly services: readonly Service[] } | null {
  if (!isObject(kept) || kept.version !== DRAFT_VERSION || !isObject(kept.reservation) || !isObject(kept.form))
    return null;
  const items = kept.reservation.servicesToReserve;
  if (!Array.isArray(items) || items.length === 0) return null;
  const offered = servicesById(storefront);
  const services: Service[] = [];
  for (const item of items as unknown[]) {
    if (!isObject(item) || !isObject(item.service)) return null;
    const charged = isObject(item.bundle) ? item.bundle : item.service;
    const entry = typeof charged.id === 'number' ? offered.get(charged.id) : undefined;
    if (entry === undefined) return null;
    if (!services.includes(entry.service)) services.push(entry.service);
  }
  // Written by this storefront's own draftOf, checked above against what the location offers now.
  return { draft: kept as unknown as ReservationDraft, services };
}
