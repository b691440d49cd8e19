import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyPlainService, anyService } from '../catalog/service.arbitraries';
import { hasSpecialDiscount, serviceKind, type Service, type ServiceKind } from '../catalog/service';
import { anyCatalogue, anyReachableCart } from './cart.arbitraries';
import {
  bookedSelection,
  cartOf,
  cartSize,
  decrementService,
  emptyCart,
  removeLine,
  selectedCount,
  selectService,
  servicesToReserveFrom,
  type Cart,
} from './cart';

const kinds: readonly ServiceKind[] = ['service', 'sessionPackage', 'bundle'];

/** Distinct catalogue services (ids made unique, as a catalogue's are). */
function distinct<T extends readonly Service[]>(services: T): T {
  return services.map((service, index) => ({ ...service, id: (index + 1) * 10_001 + service.id })) as unknown as T;
}

/** One to four distinct plain services, none of them special-discount. */
const anyPlainServices = fc.array(anyPlainService, { minLength: 1, maxLength: 4 }).map(distinct);

const anySpecialDiscountService = anyService({ kind: 'service', specialDiscount: true });

const cartWith = (services: readonly Service[]): Cart => cartOf(services)._unsafeUnwrap();

describe('the cart (booking-wizard §4 "Service selection rules", storefront §4)', () => {
  it('never mixes kinds, however the client clicks (booking-wizard §4)', () => {
    fc.assert(
      fc.property(anyReachableCart(), ({ cart }) => {
        expect(new Set(cart.lines.map((line) => serviceKind(line.service))).size).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('never holds more than one bundle or session package, however the client clicks (booking-wizard §4)', () => {
    fc.assert(
      fc.property(anyReachableCart(), ({ cart }) => {
        const packages = cart.lines.filter((line) => serviceKind(line.service) !== 'service');
        expect(packages.length).toBeLessThanOrEqual(1);
        expect(packages.every((line) => line.count === 1)).toBe(true);
      }),
    );
  });

  it('holds a special-discount service only alone and only once, however the client clicks (storefront §9)', () => {
    fc.assert(
      fc.property(anyReachableCart(), ({ cart }) => {
        if (cart.lines.some((line) => hasSpecialDiscount(line.service))) {
          expect(cart.lines).toHaveLength(1);
          expect(cartSize(cart)).toBe(1);
        }
      }),
    );
  });

  it('keeps one line per catalogue service, each selected at least once', () => {
    fc.assert(
      fc.property(anyReachableCart(), ({ cart }) => {
        const ids = cart.lines.map((line) => line.service.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(cart.lines.every((line) => line.count >= 1)).toBe(true);
      }),
    );
  });

  it('counts a plain service selected again once more (storefront §4 "Location page")', () => {
    fc.assert(
      fc.property(anyPlainServices, fc.nat(), (services, pick) => {
        const cart = cartWith(services);
        const again = services[pick % services.length] as Service;
        const selected = selectService(cart, again)._unsafeUnwrap();
        expect(selectedCount(selected, again.id)).toBe(2);
        expect(cartSize(selected)).toBe(cartSize(cart) + 1);
        expect(selected.lines.map((line) => line.service.id)).toEqual(cart.lines.map((line) => line.service.id));
      }),
    );
  });

  it('mixes services discounted for paying online (our reading of "discounted": the special discount only)', () => {
    fc.assert(
      fc.property(anyPlainServices, (services) => {
        const discounted = services.map((service) => ({ ...service, discount: 20 }));
        expect(cartOf(discounted).isOk()).toBe(true);
      }),
    );
  });

  it('removes a selected bundle or session package when it is clicked again (booking-wizard §4)', () => {
    fc.assert(
      fc.property(anyReachableCart(), ({ cart }) => {
        for (const line of cart.lines.filter((candidate) => serviceKind(candidate.service) !== 'service')) {
          expect(selectedCount(selectService(cart, line.service)._unsafeUnwrap(), line.service.id)).toBe(0);
        }
      }),
    );
  });

  it('leaves the cart as it was when a bundle or session package is selected twice (booking-wizard §4)', () => {
    fc.assert(
      fc.property(
        anyReachableCart(),
        fc.oneof(anyService({ kind: 'bundle' }), anyService({ kind: 'sessionPackage' })),
        ({ cart }, selectedOnce) => {
          fc.pre(selectedCount(cart, selectedOnce.id) === 0);
          const twice = selectService(cart, selectedOnce).andThen((once) => selectService(once, selectedOnce));
          if (twice.isOk()) expect(twice.value).toEqual(cart);
        },
      ),
    );
  });

  it('refuses a bundle mixed with a plain service, naming both (booking-wizard §4)', () => {
    fc.assert(
      fc.property(anyPlainServices, anyService({ kind: 'bundle' }), (services, bundle) => {
        const refused = selectService(cartWith(services), bundle)._unsafeUnwrapErr();
        expect(refused).toEqual({
          _tag: 'SchedulingConflict',
          code: 'CART.MIXED_KINDS',
          serviceName: bundle.name,
          conflictsWith: services.map((service) => service.name),
          kindSelected: 'bundle',
          kindInCart: 'service',
        });
      }),
    );
  });

  it('refuses any two different kinds together (booking-wizard §4)', () => {
    const anyTwoKinds = fc
      .tuple(fc.constantFrom(...kinds), fc.constantFrom(...kinds))
      .filter(([first, second]) => first !== second)
      .chain(([first, second]) =>
        fc.tuple(
          anyService({ kind: first, specialDiscount: false }),
          anyService({ kind: second, specialDiscount: false }),
        ),
      )
      .map(distinct);
    fc.assert(
      fc.property(anyTwoKinds, ([inCart, selected]) => {
        const refused = selectService(cartWith([inCart]), selected)._unsafeUnwrapErr();
        expect(refused.code).toBe('CART.MIXED_KINDS');
        expect(refused.conflictsWith).toEqual([inCart.name]);
      }),
    );
  });

  it('refuses a second bundle (booking-wizard §4: bundles allow only one)', () => {
    fc.assert(
      fc.property(
        fc.tuple(anyService({ kind: 'bundle' }), anyService({ kind: 'bundle' })).map(distinct),
        ([first, second]) => {
          const refused = selectService(cartWith([first]), second)._unsafeUnwrapErr();
          expect(refused.code).toBe('CART.ONE_BUNDLE');
          expect(refused.conflictsWith).toEqual([first.name]);
        },
      ),
    );
  });

  it('refuses a second session package (booking-wizard §4: sessions allow only one)', () => {
    fc.assert(
      fc.property(
        fc.tuple(anyService({ kind: 'sessionPackage' }), anyService({ kind: 'sessionPackage' })).map(distinct),
        ([first, second]) => {
          expect(selectService(cartWith([first]), second)._unsafeUnwrapErr().code).toBe('CART.ONE_SESSION_PACKAGE');
        },
      ),
    );
  });

  it('accepts a special-discount service into an empty cart (storefront §8: it must be first)', () => {
    fc.assert(
      fc.property(anySpecialDiscountService, (special) => {
        expect(selectService(emptyCart(), special)._unsafeUnwrap().lines).toEqual([{ service: special, count: 1 }]);
      }),
    );
  });

  it('refuses a special-discount service after other services, saying it must be first (storefront §8)', () => {
    fc.assert(
      fc.property(anyPlainServices, anySpecialDiscountService, (services, special) => {
        fc.pre(services.every((service) => service.id !== special.id));
        const refused = selectService(cartWith(services), special)._unsafeUnwrapErr();
        expect(refused.code).toBe('CART.SPECIAL_DISCOUNT_MUST_BE_FIRST');
        expect(refused.serviceName).toBe(special.name);
        expect(refused.conflictsWith).toEqual(services.map((service) => service.name));
      }),
    );
  });

  it('refuses any other service once a special-discount service is selected (booking-wizard §4: a discounted service is not mixed)', () => {
    fc.assert(
      fc.property(anySpecialDiscountService, anyService({ specialDiscount: false }), (special, other) => {
        fc.pre(special.id !== other.id);
        const refused = selectService(cartWith([special]), other)._unsafeUnwrapErr();
        expect(refused.code).toBe('CART.DISCOUNTED_SERVICE_ALONE');
        expect(refused.conflictsWith).toEqual([special.name]);
      }),
    );
  });

  it('refuses a second special-discount service, the same one selected again included (storefront §9)', () => {
    fc.assert(
      fc.property(anySpecialDiscountService, anySpecialDiscountService, fc.boolean(), (special, other, same) => {
        const second = same ? special : { ...other, id: (special.id + 1) as Service['id'] };
        expect(selectService(cartWith([special]), second)._unsafeUnwrapErr().code).toBe('CART.ONE_SPECIAL_DISCOUNT');
      }),
    );
  });

  it('decrements a service selected more than once (storefront §4: the minus button)', () => {
    fc.assert(
      fc.property(anyPlainService, fc.integer({ min: 2, max: 6 }), (service, times) => {
        const cart = cartWith(Array.from({ length: times }, () => service));
        expect(selectedCount(decrementService(cart, service.id), service.id)).toBe(times - 1);
      }),
    );
  });

  it('removes a line selected once when decremented (storefront §4: at count 1 the delete button)', () => {
    fc.assert(
      fc.property(anyReachableCart(), ({ cart }) => {
        for (const line of cart.lines.filter((candidate) => candidate.count === 1)) {
          const decremented = decrementService(cart, line.service.id);
          expect(decremented).toEqual(removeLine(cart, line.service.id));
          expect(decremented.lines).toHaveLength(cart.lines.length - 1);
        }
      }),
    );
  });

  it('removes a line whatever its count, keeping the others in order', () => {
    fc.assert(
      fc.property(anyReachableCart(), ({ cart }) => {
        for (const line of cart.lines) {
          expect(removeLine(cart, line.service.id).lines).toEqual(cart.lines.filter((other) => other !== line));
        }
      }),
    );
  });

  it('opens the wizard with the cart’s services in order, each repeated by its count', () => {
    fc.assert(
      fc.property(anyReachableCart(), ({ cart }) => {
        const services = servicesToReserveFrom(cart);
        expect(services).toHaveLength(cartSize(cart));
        expect(services).toEqual(cart.lines.flatMap((line) => Array<Service>(line.count).fill(line.service)));
      }),
    );
  });

  it('rebuilds the same cart from its services, as a preselection from the query does (booking-wizard §4)', () => {
    fc.assert(
      fc.property(fc.constantFrom('multiple' as const, 'single' as const).chain(anyReachableCart), ({ cart }) => {
        expect(cartOf(servicesToReserveFrom(cart), cart.selectionMode)._unsafeUnwrap()).toEqual(cart);
      }),
    );
  });

  it('returns the first refused selection of a preselection', () => {
    fc.assert(
      fc.property(anyPlainServices, anyService({ kind: 'bundle' }), (services, bundle) => {
        expect(cartOf([...services, bundle])._unsafeUnwrapErr().code).toBe('CART.MIXED_KINDS');
      }),
    );
  });
});

describe('single selection in the workshop variant (storefront §4: isSalfa)', () => {
  it('never holds more than one service selected once, however the client clicks', () => {
    fc.assert(
      fc.property(anyReachableCart('single'), ({ cart }) => {
        expect(cartSize(cart)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('shows a service as selected, and removes it when it is selected again', () => {
    fc.assert(
      fc.property(anyService(), (service) => {
        const selected = selectService(emptyCart('single'), service)._unsafeUnwrap();
        expect(selectedCount(selected, service.id)).toBe(1);
        expect(selectService(selected, service)._unsafeUnwrap()).toEqual(emptyCart('single'));
      }),
    );
  });

  it('refuses another service while one is selected, naming the selected one', () => {
    fc.assert(
      fc.property(fc.tuple(anyPlainService, anyPlainService).map(distinct), ([first, second]) => {
        const refused = selectService(cartOf([first], 'single')._unsafeUnwrap(), second)._unsafeUnwrapErr();
        expect(refused.code).toBe('CART.SINGLE_SELECTION');
        expect(refused.conflictsWith).toEqual([first.name]);
      }),
    );
  });
});

/**
 * The services a booking's items name, as the server reads them (member → its bundle): each
 * bundle or session package named one to four times, as its members or sessions are booked.
 */
function asBooked(services: readonly Service[], repeats: readonly number[]): readonly Service[] {
  return services.flatMap((service, index) =>
    serviceKind(service) === 'service'
      ? [service]
      : Array.from({ length: 1 + ((repeats[index] ?? 0) % 4) }, () => service),
  );
}

const anyMode = fc.constantFrom('multiple' as const, 'single' as const);

describe('the cart’s rules over a booking’s services, as the server checks them (issue 29; booking-wizard §4, storefront §4, §9)', () => {
  it('accepts the services of any cart a client could build, each bundle or session package named once per member or session', () => {
    fc.assert(
      fc.property(
        anyMode.chain((mode) => anyReachableCart(mode)),
        fc.array(fc.nat(), { maxLength: 20 }),
        ({ cart }, repeats) => {
          const booked = asBooked(servicesToReserveFrom(cart), repeats);
          expect(bookedSelection(booked, cart.selectionMode).isOk()).toBe(true);
        },
      ),
    );
  });

  it('refuses a cart’s services with one more the cart refuses, with the cart’s code, naming that service', () => {
    fc.assert(
      fc.property(
        anyMode.chain((mode) => anyReachableCart(mode)),
        fc.nat(),
        ({ catalogue, cart }, pick) => {
          const service = catalogue[pick % catalogue.length] as Service;
          const selected = selectService(cart, service);
          fc.pre(selected.isErr());
          const booked = [...servicesToReserveFrom(cart), service];
          const refused = bookedSelection(booked, cart.selectionMode)._unsafeUnwrapErr();
          expect(refused.conflict.code).toBe(selected._unsafeUnwrapErr().code);
          expect(refused.index).toBe(booked.length - 1);
          expect(refused.conflict.serviceName).toBe(service.name);
        },
      ),
    );
  });

  it('accepts or refuses a combination whatever the order its services are named in', () => {
    fc.assert(
      fc.property(
        anyCatalogue,
        fc.array(fc.nat(), { maxLength: 6 }),
        anyMode,
        fc.nat(),
        (catalogue, picks, mode, seed) => {
          const services = picks.map((pick) => catalogue[pick % catalogue.length] as Service);
          const reordered = [
            ...services.slice(seed % (services.length + 1)),
            ...services.slice(0, seed % (services.length + 1)),
          ].reverse();
          expect(bookedSelection(reordered, mode).isOk()).toBe(bookedSelection(services, mode).isOk());
        },
      ),
    );
  });

  it('refuses a plain service booked after a special-discount one, naming the plain one (storefront §9: booked alone)', () => {
    fc.assert(
      fc.property(anySpecialDiscountService, anyPlainService, (discounted, plain) => {
        const [special, other] = distinct([discounted, plain] as const);
        const refused = bookedSelection([special, other], 'multiple')._unsafeUnwrapErr();
        expect(refused.conflict.code).toBe('CART.DISCOUNTED_SERVICE_ALONE');
        expect(refused.index).toBe(1);
        expect(refused.conflict.conflictsWith).toEqual([special.name]);
      }),
    );
  });

  it('refuses a special-discount service booked after a plain one, saying it must be first (storefront §8)', () => {
    fc.assert(
      fc.property(anySpecialDiscountService, anyPlainService, (discounted, plain) => {
        const [special, other] = distinct([discounted, plain] as const);
        const refused = bookedSelection([other, special], 'multiple')._unsafeUnwrapErr();
        expect(refused.conflict.code).toBe('CART.SPECIAL_DISCOUNT_MUST_BE_FIRST');
        expect(refused.index).toBe(1);
      }),
    );
  });

  it('refuses a plain service booked twice in the workshop variant, which books one at a time (storefront §4)', () => {
    fc.assert(
      fc.property(anyPlainService, (service) => {
        const refused = bookedSelection([service, service], 'single')._unsafeUnwrapErr();
        expect(refused.conflict.code).toBe('CART.SINGLE_SELECTION');
        expect(refused.index).toBe(1);
      }),
    );
  });
});
