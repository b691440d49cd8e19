import { err, ok, type Result } from 'neverthrow';
import {
  hasSpecialDiscount,
  serviceKind,
  type Service,
  type ServiceId,
  type ServiceKind,
} from '../catalog/service.plain';

// The services a client picks on the location page before the wizard opens (booking-wizard §4
// "Service selection rules", storefront §4 "Location page" and "Storefront service selection").
// Every rule that decides whether a service may join the others lives here, so the storefront
// and the wizard can't disagree about it.

/** One catalogue service and how many times it is selected. */
export interface CartLine {
  readonly service: Service;
  readonly count: number;
}

/**
 * How services are picked: several, or one at a time in the vehicle-workshop (Salfa) variant,
 * where a selected service shows as 'selected' and selecting it again removes it (storefront §4).
 */
export type SelectionMode = 'multiple' | 'single';

export interface Cart {
  readonly selectionMode: SelectionMode;
  /** In the order they were first selected; one line per catalogue service. */
  readonly lines: readonly CartLine[];
}

export function emptyCart(selectionMode: SelectionMode = 'multiple'): Cart {
  return { selectionMode, lines: [] };
}

interface ConflictFacts {
  readonly _tag: 'SchedulingConflict';
  /** The service the client tried to select. */
  readonly serviceName: string;
  /** The services already in the cart it can't go with, in cart order. */
  readonly conflictsWith: readonly string[];
}

/** Services, session packages and bundles are never booked together. */
export interface MixedKinds extends ConflictFacts {
  readonly code: 'CART.MIXED_KINDS';
  readonly kindSelected: ServiceKind;
  readonly kindInCart: ServiceKind;
}

/**
 * - `CART.ONE_BUNDLE`, `CART.ONE_SESSION_PACKAGE`: another bundle or session package is selected.
 * - `CART.DISCOUNTED_SERVICE_ALONE`: a special-discount service in the cart is booked on its own.
 * - `CART.SPECIAL_DISCOUNT_MUST_BE_FIRST`: the storefront §8 variant; a special-discount service
 *   goes only into an empty cart.
 * - `CART.ONE_SPECIAL_DISCOUNT`: one special-discount service per booking (storefront §9).
 * - `CART.SINGLE_SELECTION`: the workshop variant books one service at a time.
 */
export interface SelectionRefused extends ConflictFacts {
  readonly code:
    | 'CART.ONE_BUNDLE'
    | 'CART.ONE_SESSION_PACKAGE'
    | 'CART.DISCOUNTED_SERVICE_ALONE'
    | 'CART.SPECIAL_DISCOUNT_MUST_BE_FIRST'
    | 'CART.ONE_SPECIAL_DISCOUNT'
    | 'CART.SINGLE_SELECTION';
}

/**
 * Why a service can't join the cart: what the scheduling-conflict dialog and the
 * service-not-selectable message (storefront §8) show.
 */
export type SchedulingConflict = MixedKinds | SelectionRefused;

export type SchedulingConflictCode = SchedulingConflict['code'];

function conflict(
  code: SelectionRefused['code'],
  service: Service,
  conflicting: readonly CartLine[],
): SelectionRefused {
  return {
    _tag: 'SchedulingConflict',
    code,
    serviceName: service.name,
    conflictsWith: conflicting.map((line) => line.service.name),
  };
}

function lineOf(cart: Cart, serviceId: ServiceId): CartLine | undefined {
  return cart.lines.find((line) => line.service.id === serviceId);
}

/** How many times a catalogue service is selected (0 when it isn't). */
export function selectedCount(cart: Cart, serviceId: ServiceId): number {
  return lineOf(cart, serviceId)?.count ?? 0;
}

/** How many services the cart holds, counting each repetition. */
export function cartSize(cart: Cart): number {
  return cart.lines.reduce((total, line) => total + line.count, 0);
}

/** Session packages and bundles are booked once: selecting them again takes them out instead. */
function isSelectedOnce(service: Service): boolean {
  return serviceKind(service) !== 'service';
}

/**
 * Why `service` can't join `cart`, or null when it may: the one place the selection rules are
 * written, which the location page's clicks (selectService) and the server's check of a booking
 * (bookedSelection) both ask. In single-selection mode nothing joins a cart that holds a service.
 *
 * "A discounted service cannot be mixed with others" is read as the special-discount promotion
 * only: the discount-saving rule (booking-wizard §9) sums the online-payment discount over several
 * services of one booking, so those discounts must mix. The special-discount rules are checked
 * before the kinds because their message (it must be first, or booked alone) is the one that tells
 * the client what to do.
 */
function refusal(cart: Cart, service: Service): SchedulingConflict | null {
  if (cart.selectionMode === 'single') {
    return cart.lines.length > 0 ? conflict('CART.SINGLE_SELECTION', service, cart.lines) : null;
  }
  const specialDiscounts = cart.lines.filter((line) => hasSpecialDiscount(line.service));
  if (hasSpecialDiscount(service) && specialDiscounts.length > 0) {
    return conflict('CART.ONE_SPECIAL_DISCOUNT', service, specialDiscounts);
  }
  if (hasSpecialDiscount(service) && cart.lines.length > 0) {
    return conflict('CART.SPECIAL_DISCOUNT_MUST_BE_FIRST', service, cart.lines);
  }
  if (specialDiscounts.length > 0) return conflict('CART.DISCOUNTED_SERVICE_ALONE', service, specialDiscounts);

  const kindSelected = serviceKind(service);
  const otherKinds = cart.lines.filter((line) => serviceKind(line.service) !== kindSelected);
  const [firstOther] = otherKinds;
  if (firstOther !== undefined) {
    return {
      _tag: 'SchedulingConflict',
      code: 'CART.MIXED_KINDS',
      serviceName: service.name,
      conflictsWith: otherKinds.map((line) => line.service.name),
      kindSelected,
      kindInCart: serviceKind(firstOther.service),
    };
  }
  switch (kindSelected) {
    case 'bundle':
      return cart.lines.length > 0 ? conflict('CART.ONE_BUNDLE', service, cart.lines) : null;
    case 'sessionPackage':
      return cart.lines.length > 0 ? conflict('CART.ONE_SESSION_PACKAGE', service, cart.lines) : null;
    case 'service':
      return null;
  }
}

/**
 * Selects a catalogue service. A plain service already selected is counted once more; a selected
 * session package or bundle is removed (booking-wizard §4); in single-selection mode the selected
 * service is removed and any other is refused. Anything the selection rules forbid is refused with
 * what the scheduling-conflict dialog needs to explain why.
 *
 * Single-selection mode refuses another service rather than swapping it in, so a selection never
 * disappears without the client taking it out.
 */
export function selectService(cart: Cart, service: Service): Result<Cart, SchedulingConflict> {
  const existing = lineOf(cart, service.id);
  if (existing !== undefined && (cart.selectionMode === 'single' || isSelectedOnce(service)))
    return ok(removeLine(cart, service.id));
  const refused = refusal(cart, service);
  return refused === null ? ok(withOneMore(cart, service)) : err(refused);
}

/** The cart with `service` selected once more: a new line, or its line counted again. */
function withOneMore(cart: Cart, service: Service): Cart {
  const existing = lineOf(cart, service.id);
  if (existing === undefined) return withLine(cart, service);
  return {
    ...cart,
    lines: cart.lines.map((line) => (line === existing ? { ...line, count: line.count + 1 } : line)),
  };
}

/** The service of a booking that the cart's rules refuse, by its position among the services checked. */
export interface RefusedSelection {
  /** The position, in the services checked, of the one refused. */
  readonly index: number;
  readonly conflict: SchedulingConflict;
}

/**
 * The cart a booking's services make, or the first of them the cart's rules refuse, with the code
 * the location page would show for it (issue 29: the server holds the cart's rules). `services`
 * are the catalogue services a booking's items name, in order, a bundle's member named as its
 * bundle. A bundle or session package named again is the same selection — its members and
 * sessions are items of their own — where the location page would take it out on a second click;
 * anything else named again is selected once more, as a second click on a plain service is. So a
 * list the cart could build is accepted, and the services of a cart with one the cart refuses are
 * refused with the cart's code, naming that one (cart.test.ts holds both as properties).
 */
export function bookedSelection(
  services: readonly Service[],
  selectionMode: SelectionMode,
): Result<Cart, RefusedSelection> {
  let cart = emptyCart(selectionMode);
  for (const [index, service] of services.entries()) {
    if (lineOf(cart, service.id) !== undefined && isSelectedOnce(service)) continue;
    const refused = refusal(cart, service);
    if (refused !== null) return err({ index, conflict: refused });
    cart = withOneMore(cart, service);
  }
  return ok(cart);
}

/** How a location's services are picked: one at a time in the vehicle-workshop variant (storefront §4). */
export function selectionModeOf(location: { readonly workshopVariant: boolean }): SelectionMode {
  return location.workshopVariant ? 'single' : 'multiple';
}

function withLine(cart: Cart, service: Service): Cart {
  return { ...cart, lines: [...cart.lines, { service, count: 1 }] };
}

/**
 * The location page's minus button: one selection fewer; at a count of 1 the line goes, as the
 * delete button that replaces the minus would do.
 */
export function decrementService(cart: Cart, serviceId: ServiceId): Cart {
  const existing = lineOf(cart, serviceId);
  if (existing === undefined) return cart;
  if (existing.count <= 1) return removeLine(cart, serviceId);
  return {
    ...cart,
    lines: cart.lines.map((line) => (line === existing ? { ...line, count: line.count - 1 } : line)),
  };
}

/** Takes a catalogue service out of the cart, however many times it was selected. */
export function removeLine(cart: Cart, serviceId: ServiceId): Cart {
  return { ...cart, lines: cart.lines.filter((line) => line.service.id !== serviceId) };
}

/**
 * The catalogue services to open the wizard with, in cart order, each repeated by its count:
 * what `servicesToReserveFor` builds the services to reserve from.
 */
export function servicesToReserveFrom(cart: Cart): readonly Service[] {
  return cart.lines.flatMap((line) => Array.from({ length: line.count }, () => line.service));
}

/**
 * A cart holding `services` selected in order, as when they come preselected from the query
 * (services_id, bundle_services_id; booking-wizard §4); the first selection the rules refuse is
 * returned instead. Each service counts as one click, so a bundle listed twice ends up unselected.
 */
export function cartOf(
  services: readonly Service[],
  selectionMode: SelectionMode = 'multiple',
): Result<Cart, SchedulingConflict> {
  return services.reduce<Result<Cart, SchedulingConflict>>(
    (cart, service) => cart.andThen((selected) => selectService(selected, service)),
    ok(emptyCart(selectionMode)),
  );
}
