import { describe } from 'vitest';
import { inMemoryRateLimiter } from '#application/abuse/in-memory-rate-limiter.test-support';
import {
  aUser,
  inMemoryClients,
  inMemoryReviews,
  inMemorySessions,
  inMemoryUsers,
  type StoredClient,
} from '#application/account/in-memory-accounts.test-support';
import { inMemoryBookings, inMemoryIdempotentRequests } from '#application/booking/in-memory-bookings.test-support';
import { inMemoryGiftCardLedgers, inMemoryGiftCards } from '#application/gift-card/in-memory-gift-cards.test-support';
import {
  emptyGiftCardPurchaseState,
  inMemoryGiftCardPurchases,
  inMemoryGiftCardPurchaseTransactions,
} from '#application/gift-card/in-memory-gift-card-purchases.test-support';
import {
  inMemoryCatalogueStore,
  type BookingInStore,
} from '#application/catalogue-file/in-memory-catalogue-store.test-support';
import { inMemoryScheduledMails } from '#application/notification/in-memory-scheduled-mails.test-support';
import type { ScheduledMailCandidate } from '#application/ports/server/scheduled-mails';
import { addMinutes, type Instant } from '#domain/calendar/instant';
import type { ProviderId, ServiceId } from '#domain/catalog/service';
import { DEFAULT_MAIL_SCHEDULE } from '#domain/notification/mail-schedule';
import { bookingId, clientId, companyId, locationId } from '#domain/shared/ids.test-support';
import { clientsContract, usersContract } from './accounts-contract.test-support';
import { bookingsContract } from './bookings-contract.test-support';
import { catalogueStoreContract } from './catalogue-store-contract.test-support';
import { giftCardsContract } from './gift-cards-contract.test-support';
import { giftCardProductsContract } from './gift-card-products-contract.test-support';
import { inMemoryGiftCardProducts } from '#application/catalogue/in-memory-gift-card-products.test-support';
import type { Catalogue } from '#domain/catalogue-file/catalogue';
import type { GiftCardProduct, GiftCardProductId } from '#domain/gift-card/gift-card-product';
import type { LocationId } from '#domain/storefront/company';
import { giftCardPurchasesContract } from './gift-card-purchases-contract.test-support';
import { rateLimiterContract } from './rate-limiter-contract.test-support';
import { reviewsContract } from './reviews-contract.test-support';
import { scheduledMailsContract } from './scheduled-mails-contract.test-support';
import { consentsContract } from './consents-contract.test-support';
import { inMemoryConsents } from '#application/consent/in-memory-consents.test-support';
import { maintenancePlansContract } from './maintenance-plans-contract.test-support';
import { inMemoryMaintenancePlans } from '#application/catalogue/in-memory-directories.test-support';
import type { NamedMaintenancePlan } from '#application/ports/server/maintenance-plans';
import type { CompanyId } from '#domain/storefront/company';

// The in-memory fakes the use cases' tests run on, each held to the contract its SQL adapter
// passes on PGlite and PostgreSQL (ADR 0097): a use case tested over a fake relies only on what
// the real store does.

describe('the in-memory bookings', () => {
  bookingsContract(() => {
    const idempotentRequests = inMemoryIdempotentRequests();
    return Promise.resolve({
      bookings: inMemoryBookings([], idempotentRequests),
      idempotentRequests,
      companyId: companyId(1),
      locationId: locationId(1),
      professionals: [1 as ProviderId, 2 as ProviderId],
      serviceId: 1 as ServiceId,
      teacher: { providerId: 3 as ProviderId, serviceId: 2 as ServiceId, appointmentServiceId: 3 as ServiceId },
    });
  });
});

describe('the in-memory scheduled mails', () => {
  scheduledMailsContract(() => {
    const candidates: ScheduledMailCandidate[] = [];
    const withoutEmail = new Set<number>();
    const scheduledMails = inMemoryScheduledMails(candidates, withoutEmail);
    const change = (id: number, to: (before: ScheduledMailCandidate) => Partial<ScheduledMailCandidate>) => {
      const before = candidates.find((candidate) => candidate.bookingId === id);
      if (before !== undefined) scheduledMails.change(id, to(before));
    };
    return Promise.resolve({
      scheduledMails,
      another: scheduledMails,
      book(start, end, email = true) {
        const id = bookingId(candidates.length + 1);
        candidates.push({
          bookingId: id,
          modifications: 0,
          booking: { status: 'confirmed', start, end, hourTakenAt: addMinutes(start, -7 * 24 * 60) },
          schedule: DEFAULT_MAIL_SCHEDULE,
        });
        if (!email) withoutEmail.add(id);
        return Promise.resolve(id);
      },
      cancel(id) {
        change(id, (before) => ({ booking: { ...before.booking, status: 'cancelled' } }));
        return Promise.resolve();
      },
      move(id, start, end) {
        change(id, (before) => ({
          modifications: before.modifications + 1,
          booking: { ...before.booking, start, end },
        }));
        return Promise.resolve();
      },
    });
  });
});

describe('the in-memory catalogue store', () => {
  catalogueStoreContract(() => {
    const bookings: BookingInStore[] = [];
    return Promise.resolve({
      store: inMemoryCatalogueStore(bookings).store,
      book(company, booked, start) {
        const id = bookings.length + 1;
        bookings.push({ ...booked, id, company, start });
        return Promise.resolve(id);
      },
    });
  });
});

describe('the in-memory users and sessions', () => {
  usersContract(() =>
    Promise.resolve({
      users: inMemoryUsers([
        {
          user: aUser({ id: 3, email: 'ana.perez@correo.example' }),
          password: 'secret',
          codes: [{ code: 'ana-code', expiresAt: Date.parse('2027-12-01T00:00:00-03:00') as Instant }],
        },
        {
          user: aUser({ id: 1, email: 'admin@salon-aurora.example', roleId: 2, companyId: companyId(1) }),
          password: 'secret',
        },
      ]),
      sessions: inMemorySessions(),
      client: { id: 3, email: 'ana.perez@correo.example', code: 'ana-code' },
      administrator: { id: 1, email: 'admin@salon-aurora.example', companyId: companyId(1) },
    }),
  );
});

describe('the in-memory clients', () => {
  clientsContract(() => {
    const kept: StoredClient[] = [];
    return Promise.resolve({
      clients: inMemoryClients(kept),
      companies: [companyId(1), companyId(2)],
      file(company, client) {
        const id = clientId(kept.length + 1);
        kept.push({
          id,
          companyId: company,
          canBook: client.canBook,
          firstName: client.firstName,
          lastName: client.lastName,
          ...(client.identificationNumber === null ? {} : { identificationNumber: client.identificationNumber }),
          ...(client.email === null ? {} : { email: client.email }),
          ...(client.phone === null ? {} : { phone: client.phone }),
        });
        return Promise.resolve(id);
      },
    });
  });
});

describe('the in-memory rate limiter', () => {
  let keys = 0;
  // One Map is one store: "several limiters" on it are the same limiter, as on PGlite.
  rateLimiterContract(
    (count) => {
      const limiter = inMemoryRateLimiter();
      return Promise.resolve(Array.from({ length: count }, () => limiter));
    },
    () => `signIn:address:10.0.1.${String((keys += 1))}`,
  );
});

describe('the in-memory reviews', () => {
  reviewsContract(() => {
    const reviews = inMemoryReviews([], {}, [locationId(2)]);
    return Promise.resolve({
      reviews,
      locationId: locationId(2),
      locationName: 'Las Condes',
      unknownLocationId: locationId(999),
      replierId: 1,
      invite(code, bookedServiceName, expiresAt) {
        reviews.invite({ code, locationId: locationId(2), locationName: 'Las Condes', bookedServiceName, expiresAt });
        return Promise.resolve();
      },
    });
  });
});

describe('the in-memory gift cards', () => {
  let booked = 9_000;
  giftCardsContract(() => {
    const { transactions, state } = inMemoryGiftCardLedgers();
    return Promise.resolve({
      giftCards: inMemoryGiftCards(state),
      transactions,
      companyId: companyId(1),
      otherCompanyId: companyId(2),
      locations: [locationId(1), locationId(2)],
      productId: 17 as GiftCardProductId,
      aBooking: () => bookingId((booked += 1)),
    });
  });
});

describe('the in-memory gift card products', () => {
  giftCardProductsContract(() => {
    // What the fake reads: every company's products, each company's replaced when it sells again.
    const products: GiftCardProduct[] = [];
    const ids = new Map<string, number>();
    const idOf = (kind: string, company: string, slug: string) => {
      const key = `${kind} ${company} ${slug}`;
      if (!ids.has(key)) ids.set(key, ids.size + 1);
      return ids.get(key) ?? 0;
    };
    const companyOf = new Map<GiftCardProduct, string>();
    return Promise.resolve({
      products: inMemoryGiftCardProducts(products),
      sell(catalogue: Catalogue) {
        const company = catalogue.company.slug;
        const location = (slug: string) => idOf('location', company, slug) as LocationId;
        const service = (slug: string) => idOf('service', company, slug) as ServiceId;
        const order = catalogue.locations.map((each) => each.slug);
        const sold = catalogue.gift_card_products.map((product): GiftCardProduct => {
          const worth = catalogue.services.find((each) => each.slug === product.service);
          return {
            id: idOf('product', company, product.slug) as GiftCardProductId,
            key: product.slug,
            name: product.name,
            worth:
              worth === undefined
                ? { _tag: 'ChosenAmount', fixed: product.fixed_amounts, free: product.free_amount }
                : {
                    _tag: 'ServiceWorth',
                    serviceId: service(worth.slug),
                    serviceName: worth.name,
                    price: worth.price ?? 0,
                  },
            validityMonths: product.validity_months,
            honouredAt: [...product.honoured_at]
              .sort((left, right) => order.indexOf(left) - order.indexOf(right))
              .map(location),
            terms: product.terms,
          };
        });
        const kept = products.filter((product) => companyOf.get(product) !== company);
        products.splice(0, products.length, ...kept, ...sold);
        for (const product of sold) companyOf.set(product, company);
        return Promise.resolve({ location, service });
      },
    });
  });
});

describe('the in-memory gift card purchases', () => {
  giftCardPurchasesContract(() => {
    const state = emptyGiftCardPurchaseState();
    const product = 7 as GiftCardProductId;
    const sites = new Map([
      [locationId(1), { companyId: companyId(1), countryCode: 'cl', timeZone: 'America/Santiago' }],
    ]);
    const names = new Map([[product, 'Tarjeta de regalo']]);
    return Promise.resolve({
      purchases: inMemoryGiftCardPurchases(state, sites, names),
      giftCards: inMemoryGiftCards(state.giftCards),
      transactions: inMemoryGiftCardPurchaseTransactions(state, sites, names),
      locationId: locationId(1),
      companyId: companyId(1),
      productId: product,
      productName: 'Tarjeta de regalo',
      giftCardMailsOf: (id) =>
        Promise.resolve(state.mails.filter((mail) => mail.purchaseId === id).map(({ kind, at }) => ({ kind, at }))),
    });
  });
});

describe('the in-memory consents', () => {
  const title = 'Consentimiento informado';
  let booked = 0;
  const starts = new Map<number, Instant>();
  const consents = inMemoryConsents((booking) => [
    {
      form: { key: 'consentimiento', version: 1, title, bodyMarkdown: 'Acepto.', textSha256: 'a'.repeat(64) },
      company: { name: 'Clínica', logo: null, brandColour: null },
      location: { id: locationId(4), name: 'Ñuñoa', countryCode: 'cl', timeZone: 'America/Santiago', companyId: 3 },
      bookingStart: starts.get(booking) ?? (0 as Instant),
      clientName: 'Ana Pérez',
      serviceName: 'Blanqueamiento',
    },
  ]);
  consentsContract(() =>
    Promise.resolve({
      consents,
      locationId: locationId(4),
      title,
      serviceName: 'Blanqueamiento',
      async book() {
        booked += 1;
        const id = bookingId(booked);
        const start = (Date.parse('2027-03-01T12:00:00Z') + booked * 7_200_000) as Instant;
        starts.set(id, start);
        await consents.requestForBookings([id]);
        return { bookingId: id, start };
      },
    }),
  );
});

describe('the in-memory maintenance plans (issue 33)', () => {
  maintenancePlansContract(() => {
    // What the fake reads: every company's plans, each company's replaced when it writes again.
    const byCompany = new Map<number, NamedMaintenancePlan[]>();
    const companies = new Map<string, number>();
    const serviceIds = new Map<string, number>();
    return Promise.resolve({
      plans: inMemoryMaintenancePlans(byCompany),
      write(catalogue: Catalogue) {
        const slug = catalogue.company.slug;
        const company = companies.get(slug) ?? companies.size + 1;
        companies.set(slug, company);
        const service = (key: string) => {
          const id = serviceIds.get(`${slug} ${key}`) ?? serviceIds.size + 1;
          serviceIds.set(`${slug} ${key}`, id);
          return id as ServiceId;
        };
        byCompany.set(
          company,
          catalogue.maintenance_plans.map((plan) => ({
            key: plan.slug,
            name: plan.name,
            brand: plan.brand,
            model: plan.model,
            steps: plan.steps.map((step) => ({
              serviceId: service(step.service),
              serviceName: catalogue.services.find((each) => each.slug === step.service)?.name ?? '',
              everyKm: step.every_km,
              everyMonths: step.every_months,
              toleranceKm: step.tolerance_km,
              toleranceDays: step.tolerance_days,
            })),
          })),
        );
        return Promise.resolve({ companyId: company as CompanyId, service });
      },
    });
  });
});
