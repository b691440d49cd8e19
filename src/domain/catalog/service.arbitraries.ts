import fc from 'fast-check';
import { addDays, type LocalDate } from '../calendar/local-date';
import { anyNearLocalDate } from '../calendar/calendar.arbitraries';
import {
  parseService,
  type BundleMember,
  type ProviderId,
  type ProviderRef,
  type Service,
  type ServiceId,
} from './service';

const providerNames = ['Ana', 'Bruno', 'Carla', 'Diego', 'Elena', 'Fabián'];

export const anyProvider: fc.Arbitrary<ProviderRef> = fc
  .integer({ min: 1, max: providerNames.length })
  .map((id) => ({ id: id as ProviderId, publicName: providerNames[id - 1] ?? `Provider ${id}` }));

/** One to four distinct professionals, sorted by id. */
export const anyProviders: fc.Arbitrary<readonly ProviderRef[]> = fc
  .uniqueArray(anyProvider, { minLength: 1, maxLength: 4, selector: (provider) => provider.id })
  .map((providers) => [...providers].sort((a, b) => a.id - b.id));

const anyServiceId = fc.integer({ min: 1, max: 10_000 }).map((id) => id as ServiceId);
const anyDuration = fc.constantFrom(15, 30, 45, 60, 90, 120);
const anyPrice = fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 200_000 }));

const anyPaymentTerms = fc.record({
  onlinePayable: fc.boolean(),
  mustBePaidOnline: fc.boolean(),
  onlineDownPayment: fc.boolean(),
  onlineDownPaymentAmount: fc.integer({ min: 0, max: 50_000 }),
});

const anyBundleMember: fc.Arbitrary<BundleMember> = fc
  .record({
    id: anyServiceId,
    name: fc.constantFrom('Wash', 'Cut', 'Dry', 'Colour', 'Massage'),
    durationMinutes: anyDuration,
    serviceProviders: anyProviders,
    terms: anyPaymentTerms,
  })
  .map(({ terms, ...member }) => ({ ...member, ...terms }));

interface ServiceShape {
  readonly kind?: 'service' | 'sessionPackage' | 'bundle';
  readonly classService?: boolean;
  readonly specialDiscount?: boolean;
}

/**
 * A valid catalogue service. By default any kind; `shape` pins the kind, whether it is a class and
 * whether it carries a special-discount ("charly") promotion.
 */
export function anyService(shape: ServiceShape = {}): fc.Arbitrary<Service> {
  const kind =
    shape.kind === undefined ? fc.constantFrom('service', 'sessionPackage', 'bundle') : fc.constant(shape.kind);
  const specialDiscount =
    shape.specialDiscount === undefined
      ? fc.oneof({ weight: 9, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) })
      : fc.constant(shape.specialDiscount);
  return fc
    .record({
      id: anyServiceId,
      name: fc.constantFrom('Haircut', 'Beard trim', 'Manicure', 'Facial', 'Yoga class', 'Oil change', 'Consultation'),
      description: fc.string({ maxLength: 40 }),
      categoryId: fc.oneof(fc.constant(null), fc.integer({ min: 1, max: 5 })),
      price: anyPrice,
      discount: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 50 })),
      kind,
      specialDiscount,
      promotionStart: anyNearLocalDate,
      promotionDays: fc.integer({ min: 0, max: 30 }),
      charlyDiscount: fc.integer({ min: 1, max: 60 }),
      durationMinutes: anyDuration,
      showDuration: fc.boolean(),
      showPrice: fc.boolean(),
      terms: anyPaymentTerms,
      classService: shape.classService === undefined ? fc.boolean() : fc.constant(shape.classService),
      bundle: fc.array(anyBundleMember, { minLength: 2, maxLength: 4 }),
      sessionsAmount: fc.integer({ min: 2, max: 6 }),
      isVideo: fc.boolean(),
      outcall: fc.boolean(),
      serviceProviders: anyProviders,
    })
    .map((draft): Service => {
      // Special-discount promotions are on plain services only.
      const special = draft.kind === 'service' && draft.specialDiscount;
      const payingPrice = draft.price === null ? null : Math.round(draft.price * (1 - draft.discount / 100));
      return {
        id: draft.id,
        name: draft.name,
        description: draft.description,
        categoryId: draft.categoryId,
        price: draft.price,
        payingPrice,
        payingPriceCharly:
          special && draft.price !== null ? Math.round(draft.price * (1 - draft.charlyDiscount / 100)) : null,
        discount: draft.discount,
        charlyDiscount: special ? draft.charlyDiscount : 0,
        charlyPromotionStartDate: special ? draft.promotionStart : null,
        charlyPromotionEndDate: special ? addDays(draft.promotionStart, draft.promotionDays) : null,
        durationMinutes:
          draft.kind === 'bundle'
            ? draft.bundle.reduce((total, member) => total + member.durationMinutes, 0)
            : draft.durationMinutes,
        showDuration: draft.showDuration,
        showPrice: draft.showPrice,
        ...draft.terms,
        classService: draft.kind === 'service' && draft.classService,
        bundle: draft.kind === 'bundle' ? draft.bundle : [],
        sessionsAmount: draft.kind === 'sessionPackage' ? draft.sessionsAmount : null,
        isVideo: draft.isVideo,
        outcall: draft.outcall,
        serviceProviders: draft.serviceProviders,
      };
    });
}

/** A plain service (not a bundle, session package, class or special discount). */
export const anyPlainService: fc.Arbitrary<Service> = anyService({
  kind: 'service',
  classService: false,
  specialDiscount: false,
});

/** Any service of any kind; about a tenth of plain services carry a special-discount promotion. */
export const anyCatalogService: fc.Arbitrary<Service> = anyService();

/**
 * A day to book a service on: for a service under a special-discount promotion, a day from a few
 * days before the promotion starts to a few after it ends (promotions last up to 30 days), so
 * that both of its ends come up often; any day otherwise.
 */
export function anyDayAround(service: Service): fc.Arbitrary<LocalDate> {
  const start = service.charlyPromotionStartDate;
  if (start === null) return anyNearLocalDate;
  return fc.integer({ min: -3, max: 33 }).map((offset) => addDays(start, offset));
}

/** The raw input of the example haircut, as an API would send it in camelCase. */
export const exampleServiceInput: Readonly<Record<string, unknown>> = {
  id: 7,
  name: 'Haircut',
  description: '',
  categoryId: null,
  price: 15000,
  payingPrice: 13500,
  payingPriceCharly: null,
  discount: 10,
  charlyDiscount: 0,
  charlyPromotionStartDate: null,
  charlyPromotionEndDate: null,
  durationMinutes: 45,
  showDuration: true,
  showPrice: true,
  onlinePayable: true,
  mustBePaidOnline: false,
  onlineDownPayment: false,
  onlineDownPaymentAmount: 0,
  classService: false,
  bundle: [],
  sessionsAmount: null,
  isVideo: false,
  outcall: false,
  serviceProviders: [{ id: 1, publicName: 'Ana' }],
};

/**
 * A haircut at $15000 ($13500 paying online, 10% off), changed by `overrides` and validated, for
 * examples that pin a few fields. Throws on an invalid service: that is a bug in the example.
 */
export function exampleService(overrides: Readonly<Record<string, unknown>> = {}): Service {
  return parseService({ ...exampleServiceInput, ...overrides })._unsafeUnwrap();
}

/** A bundled service to put in an example bundle's `bundle` list. */
export function exampleBundleMember(id: number, name: string): Readonly<Record<string, unknown>> {
  return {
    id,
    name,
    durationMinutes: 15,
    serviceProviders: [],
    onlinePayable: true,
    mustBePaidOnline: false,
    onlineDownPayment: false,
    onlineDownPaymentAmount: 0,
  };
}
