import fc from 'fast-check';
import { addDays, isoWeekday, type LocalDate } from '../calendar/local-date';
import { WEEKDAYS, type CatalogueInput } from './catalogue';
import {
  arbitraryAppStoreAddress,
  arbitraryGooglePlayAddress,
  arbitraryWhatsAppNumber,
} from '../storefront/contact-apps.arbitraries';

// Valid catalogue files as written (plain data, defaults left out at random), for the validation's
// properties: every one of them must validate, and each mutation that breaks one rule must be
// refused at the mutated path (validate-catalogue.test.ts).

type Mutable<T> = { -readonly [K in keyof T]: T[K] extends readonly (infer E)[] ? E[] : T[K] };
type LocationInput = Mutable<CatalogueInput['locations'][number]>;
type ServiceInput = Mutable<NonNullable<CatalogueInput['services']>[number]>;
type ProfessionalInput = Omit<NonNullable<CatalogueInput['professionals']>[number], 'services'> & {
  services: string[];
};
type Interval = readonly [string, string];

const TIME_ZONES = ['America/Santiago', 'America/Argentina/Buenos_Aires', 'America/Montevideo', 'UTC', 'Europe/Madrid'];
const pad = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

const anyOpening = fc.record({
  /** Per weekday: closed (null) or opening and closing hours. */
  days: fc.array(
    fc.option(fc.record({ opens: fc.integer({ min: 6, max: 10 }), closes: fc.integer({ min: 17, max: 23 }) }), {
      nil: null,
      freq: 4,
    }),
    { minLength: 7, maxLength: 7 },
  ),
  zone: fc.constantFrom(...TIME_ZONES),
  closedDayOffsets: fc.uniqueArray(fc.integer({ min: 0, max: 90 }), { maxLength: 2 }),
});

const anyProfessionalShape = fc.record({
  /** Hours trimmed from the location's opening and closing, and weekdays skipped. */
  lateStart: fc.integer({ min: 0, max: 3 }),
  earlyEnd: fc.integer({ min: 0, max: 3 }),
  skipDays: fc.array(fc.boolean(), { minLength: 7, maxLength: 7 }),
  secondWorkplace: fc.boolean(),
  dayOffOffsets: fc.uniqueArray(fc.integer({ min: 0, max: 60 }), { maxLength: 2 }),
  otherHoursOffset: fc.option(fc.integer({ min: 61, max: 120 }), { nil: null }),
  extraServices: fc.array(fc.nat(), { maxLength: 3 }),
});

const anyServiceShape = fc.record({
  duration: fc.integer({ min: 1, max: 36 }).map((steps) => steps * 5),
  price: fc.option(fc.integer({ min: 0, max: 200_000 }), { nil: null }),
  offeredAt: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
  onlinePayable: fc.boolean(),
  mustBePaidOnline: fc.boolean(),
  downPaymentPercent: fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }),
  discount: fc.integer({ min: 0, max: 50 }),
  sessions: fc.option(fc.integer({ min: 2, max: 10 }), { nil: null, freq: 5 }),
  video: fc.boolean(),
  outcall: fc.boolean(),
  category: fc.nat(),
});

const anyGiftCardShape = fc.record({
  fixedAmounts: fc.uniqueArray(
    fc.integer({ min: 1, max: 40 }).map((thousands) => thousands * 5000),
    { maxLength: 4 },
  ),
  free: fc.option(
    fc.record({ minimum: fc.integer({ min: 1, max: 100_000 }), extra: fc.integer({ min: 0, max: 500_000 }) }),
    { nil: null },
  ),
  /** Worth the priced service at this position (wrapped), when there is one offered somewhere. */
  serviceWorth: fc.option(fc.nat(), { nil: null, freq: 3 }),
  validityMonths: fc.integer({ min: 1, max: 120 }),
  honouredAt: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
  terms: fc.constantFrom('', 'No canjeable por dinero.', 'Válida 12 meses.\nNo canjeable por dinero.'),
});

/** The catalogue's facts, chosen at random; `build` turns them into a valid file. */
const anyFacts = fc.record({
  today: fc.integer({ min: 0, max: 3000 }).map((days) => addDays('2026-01-01' as LocalDate, days)),
  locations: fc.array(anyOpening, { minLength: 1, maxLength: 3 }),
  extraProfessionals: fc.array(anyProfessionalShape, { maxLength: 3 }),
  baseProfessionals: fc.array(anyProfessionalShape, { minLength: 3, maxLength: 3 }),
  categories: fc.integer({ min: 0, max: 3 }),
  services: fc.array(anyServiceShape, { minLength: 1, maxLength: 6 }),
  takesOnlinePayment: fc.boolean(),
  withBundle: fc.boolean(),
  specialDiscountOn: fc.option(fc.nat(), { nil: null }),
  promotion: fc.option(fc.record({ type: fc.constantFrom('low_demand', 'last_hour', 'lost_client', 'reminder') }), {
    nil: null,
  }),
  giftCards: fc.array(anyGiftCardShape, { maxLength: 3 }),
  /** Consent forms (issue 32): each a body, and which services (by position, wrapped) ask for it. */
  consentForms: fc.array(
    fc.record({
      body: fc.constantFrom('Acepto el tratamiento.', '# Riesgos\n\n- Sensibilidad dental.\n\nAcepto.', 'I agree.'),
      services: fc.uniqueArray(fc.nat({ max: 9 }), { maxLength: 3 }),
    }),
    { maxLength: 3 },
  ),
  /**
   * Vehicle maintenance plans (issue 33): the first for any vehicle or a brand, the others each for
   * a brand of its own (and maybe a model), so no two overlap; each step a service (by position,
   * wrapped), an interval in kilometres and/or months, and tolerances.
   */
  maintenancePlans: fc.array(
    fc.record({
      withModel: fc.boolean(),
      steps: fc.array(
        fc.record({
          service: fc.nat({ max: 9 }),
          everyKm: fc.option(
            fc.integer({ min: 1, max: 20 }).map((fives) => fives * 5000),
            { nil: null },
          ),
          everyMonths: fc.option(fc.integer({ min: 1, max: 48 }), { nil: null }),
          toleranceKm: fc.integer({ min: 0, max: 10_000 }),
          toleranceDays: fc.integer({ min: 0, max: 60 }),
        }),
        { minLength: 1, maxLength: 3 },
      ),
    }),
    { maxLength: 3 },
  ),
  anyVehiclePlan: fc.boolean(),
  dropDefaults: fc.boolean(),
  /** Each location's WhatsApp number, or none (a landline only). */
  whatsapp: fc.array(fc.option(arbitraryWhatsAppNumber, { nil: null }), { minLength: 3, maxLength: 3 }),
  appStore: fc.option(arbitraryAppStoreAddress, { nil: null }),
  googlePlay: fc.option(arbitraryGooglePlayAddress, { nil: null }),
});
type Facts = typeof anyFacts extends fc.Arbitrary<infer F> ? F : never;

function build(facts: Facts): CatalogueInput {
  const today = facts.today;
  const locations: LocationInput[] = facts.locations.map((opening, index) => ({
    slug: `location-${index + 1}`,
    name: `Location ${index + 1}`,
    time_zone: opening.zone,
    whatsapp: facts.whatsapp[index] ?? null,
    opening_hours: Object.fromEntries(
      WEEKDAYS.flatMap((weekday, day) => {
        const hours = opening.days[day];
        return hours === null || hours === undefined ? [] : [[weekday, [[pad(hours.opens), pad(hours.closes)]]]];
      }),
    ),
    closed_days: opening.closedDayOffsets.map((offset) => addDays(today, offset)),
  }));
  const openingOf = (location: number, day: number) => facts.locations[location]?.days[day] ?? null;

  // Every location gets at least one professional; more work at random locations.
  const shapes = [...facts.baseProfessionals.slice(0, facts.locations.length), ...facts.extraProfessionals];
  const homes = shapes.map((_, index) => index % facts.locations.length);
  const professionals: ProfessionalInput[] = shapes.map((shape, index) => {
    const home = homes[index] ?? 0;
    const second = shape.secondWorkplace && facts.locations.length > 1 ? (home + 1) % facts.locations.length : null;
    // At home on the weekdays not skipped; at the second location on the skipped ones, so never both at once.
    const hoursAt = (location: number, atHome: boolean) =>
      Object.fromEntries(
        WEEKDAYS.flatMap((weekday, day) => {
          const open = openingOf(location, day);
          if (open === null || (shape.skipDays[day] ?? false) === atHome) return [];
          return [[weekday, [[pad(open.opens + shape.lateStart), pad(open.closes - shape.earlyEnd)]]]];
        }),
      );
    const closedHome = new Set(facts.locations[home]?.closedDayOffsets ?? []);
    const otherHours: { date: string; hours: Interval[] }[] = [];
    if (shape.otherHoursOffset !== null && !closedHome.has(shape.otherHoursOffset)) {
      const date = addDays(today, shape.otherHoursOffset);
      const open = openingOf(home, isoWeekday(date) - 1);
      if (open !== null) otherHours.push({ date, hours: [[pad(open.opens), pad(open.opens + 2)]] });
    }
    return {
      slug: `professional-${index + 1}`,
      name: `Professional ${index + 1}`,
      services: [],
      works_at: [
        {
          location: `location-${home + 1}`,
          hours: hoursAt(home, true),
          days_off: shape.dayOffOffsets.map((offset) => addDays(today, offset)),
          other_hours: otherHours,
        },
        ...(second === null ? [] : [{ location: `location-${second + 1}`, hours: hoursAt(second, false) }]),
      ],
    };
  });
  const worksAt = (professional: ProfessionalInput) => (professional.works_at ?? []).map((each) => each.location);
  const perform = (service: string, location: string) => {
    const someone = professionals.find((professional) => worksAt(professional).includes(location));
    if (someone !== undefined && !someone.services.includes(service)) someone.services.push(service);
  };

  const categories = Array.from({ length: facts.categories }, (_, index) => ({
    slug: `category-${index + 1}`,
    name: `Category ${index + 1}`,
  }));
  const services: ServiceInput[] = facts.services.map((shape, index) => {
    const offered = locations.filter((_, at) => shape.offeredAt[at] ?? false).map((location) => location.slug);
    const online = facts.takesOnlinePayment && shape.onlinePayable;
    const price = shape.price;
    const downPayment =
      online && price !== null && price > 0 && shape.downPaymentPercent !== null
        ? Math.max(1, Math.floor((price * shape.downPaymentPercent) / 100))
        : null;
    return {
      slug: `service-${index + 1}`,
      name: `Service ${index + 1}`,
      category: categories.length === 0 ? null : `category-${(shape.category % categories.length) + 1}`,
      price,
      duration: shape.duration,
      online_payable: online,
      must_be_paid_online: online && shape.mustBePaidOnline,
      discount: online ? shape.discount : 0,
      online_down_payment: downPayment,
      sessions: shape.sessions,
      video: shape.video,
      outcall: shape.outcall,
      offered_at: offered,
    };
  });
  const plain = services.filter((service) => service.sessions === null);
  if (facts.withBundle && plain.length >= 2) {
    const members = plain.slice(0, 2);
    const offered = locations
      .map((location) => location.slug)
      .filter((location) => members.every((member) => (member.offered_at ?? []).includes(location)));
    services.push({
      slug: 'bundle',
      name: 'Bundle',
      duration: members.reduce((total, member) => total + member.duration, 0),
      bundle: members.map((member) => member.slug),
      offered_at: offered,
    });
  }
  for (const service of services) for (const location of service.offered_at ?? []) perform(service.slug, location);
  shapes.forEach((shape, index) => {
    const professional = professionals[index];
    if (professional === undefined) return;
    for (const pick of shape.extraServices) {
      const service = services[pick % services.length];
      const here = (service?.offered_at ?? []).some((location) => worksAt(professional).includes(location));
      if (service !== undefined && here && !professional.services.includes(service.slug)) {
        professional.services.push(service.slug);
      }
    }
  });

  const onlineServices = services.filter((service) => service.online_payable === true);
  const discounted =
    facts.specialDiscountOn === null
      ? undefined
      : onlineServices[facts.specialDiscountOn % Math.max(1, onlineServices.length)];
  if (discounted !== undefined) {
    discounted.special_discount = { discount: 30, paying_price: null, starts_on: today, ends_on: addDays(today, 30) };
  }
  const promoted = onlineServices[0];
  const promotions =
    facts.promotion === null || promoted === undefined
      ? []
      : [
          {
            token: 'landing-token',
            client_full_name: 'Ana Pérez',
            type: facts.promotion.type,
            starts_on: today,
            ends_on: addDays(today, 14),
            services: [{ service: promoted.slug, discount: 25 }],
          },
        ];

  const priced = services.filter(
    (service) => (service.price ?? 0) > 0 && (service.offered_at ?? []).length > 0 && service.bundle === undefined,
  );
  const giftCardProducts = facts.giftCards.map((shape, index) => {
    const base = { slug: `gift-card-${index + 1}`, name: `Gift card ${index + 1}`, terms: shape.terms };
    const worth = shape.serviceWorth === null ? undefined : priced[shape.serviceWorth % Math.max(1, priced.length)];
    if (worth !== undefined) {
      return {
        ...base,
        service: worth.slug,
        validity_months: shape.validityMonths,
        honoured_at: worth.offered_at ?? [],
      };
    }
    const honoured = locations.filter((_, at) => shape.honouredAt[at] ?? false).map((location) => location.slug);
    const free =
      shape.free === null ? null : { minimum: shape.free.minimum, maximum: shape.free.minimum + shape.free.extra };
    return {
      ...base,
      fixed_amounts: shape.fixedAmounts.length === 0 && free === null ? [10_000] : shape.fixedAmounts,
      free_amount: free,
      validity_months: shape.validityMonths,
      honoured_at: honoured.length === 0 ? ['location-1'] : honoured,
    };
  });

  const consentForms = facts.consentForms.map((shape, index) => ({
    slug: `consent-${index + 1}`,
    title: `Consent ${index + 1}`,
    body_markdown: shape.body,
  }));
  const withForms = services.map((service, at) => {
    const forms = consentForms.filter((_, index) =>
      (facts.consentForms[index]?.services ?? []).some((picked) => picked % services.length === at),
    );
    return forms.length === 0 ? service : { ...service, consent_forms: forms.map((form) => form.slug) };
  });

  const maintenancePlans = facts.maintenancePlans.map((shape, index) => {
    const brand = index === 0 && facts.anyVehiclePlan ? null : `Brand ${index + 1}`;
    const steps = shape.steps.map((step) => {
      const everyKm = step.everyKm ?? (step.everyMonths === null ? 10_000 : null);
      return {
        service: services[step.service % services.length]?.slug ?? '',
        every_km: everyKm,
        every_months: step.everyMonths,
        tolerance_km: everyKm === null ? 0 : Math.min(step.toleranceKm, Math.floor((everyKm - 1) / 2)),
        tolerance_days: step.toleranceDays,
      };
    });
    return {
      slug: `plan-${index + 1}`,
      name: `Plan ${index + 1}`,
      brand,
      model: brand !== null && shape.withModel ? `Model ${index + 1}` : null,
      // A service is one step of a plan at most.
      steps: steps.filter((step, at) => steps.findIndex((other) => other.service === step.service) === at),
    };
  });

  const document: CatalogueInput = {
    version: 1,
    company: {
      slug: 'generated-company',
      name: 'Generated company',
      country: 'cl',
      online_payment: facts.takesOnlinePayment ? { provider: 'dlocal' } : null,
      apps: { app_store: facts.appStore, google_play: facts.googlePlay },
    },
    locations,
    categories,
    services: withForms,
    professionals,
    promotions,
    gift_card_products: giftCardProducts,
    ...(consentForms.length === 0 ? {} : { consent_forms: consentForms }),
    ...(maintenancePlans.length === 0 ? {} : { maintenance_plans: maintenancePlans }),
  };
  return facts.dropDefaults ? document : { ...document, company: { ...document.company, locale: 'es' } };
}

/** A valid catalogue file: well shaped and breaking no cross-entity rule. */
export const anyValidCatalogueInput: fc.Arbitrary<CatalogueInput> = anyFacts.map(build);
