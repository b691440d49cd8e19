// The driven adapters the server runs on, composed once for `npm start` (main.ts) and for the
// tests' servers: every port of the server's use cases over one SQL database and one clock.
import type { ObservedCaches } from '../observability/observed-caches';
import type { Clock } from '#application/ports/shared/clock';
import { firstPageWords } from '#ui/i18n/first-page-words';
import { FIRST_PAGE_WORDS_ID } from '#ui/i18n/page-words';
import type { FirstPageWords } from './storefront';
import { sqlCatalogue } from '../persistence/sql-catalogue';
import { sqlGiftCardProducts } from '../persistence/sql-gift-card-products';
import { sqlMaintenancePlans } from '../persistence/sql-maintenance-plans';
import { sqlVehicleVisits } from '../persistence/sql-vehicle-visits';
import { sqlGiftCardPurchaseTransactions } from '../persistence/sql-gift-card-purchases';
import { sqlConsents } from '../persistence/sql-consents';
import { pdfkitConsentDocuments } from '../consent/pdfkit-consent-documents';
import { sqlCompanyDirectory, sqlLocationPages, sqlListedLocations } from '../persistence/sql-company-directory';
import { sqlCatalogueStore } from '../persistence/sql-catalogue-store';
import type { SqlDatabase } from '../persistence/sql-database';
import { sqlVehicleRegister } from '../persistence/sql-vehicle-register';
import { sqlAgendas } from '../persistence/sql-agenda';
import { agendaCache, forgettingBookings } from '../persistence/cached-agenda';
import { sqlPromotionGreetings } from '../persistence/sql-promotion-greetings';
import type { HumanCheck } from '#application/ports/server/human-check';
import type { TokenGenerator } from '#application/ports/server/token-generator';
import { cryptoGiftCardCodes, cryptoTokenGenerator } from '../crypto-tokens';
import { devHumanCheck } from '../human-check/dev-human-check';
import { sqlBookings, sqlSealedCodes } from '../persistence/sql-bookings';
import { sqlIdempotentRequests } from '../persistence/sql-idempotent-requests';
import { sqlMemberships } from '../persistence/sql-memberships';
import { sqlCompanyStaffKeys, sqlStaffKeys } from '../persistence/sql-staff-keys';
import { forgettingRevoked, rememberedStaffKeys } from '../persistence/remembered-staff-keys';
import { sqlCompanySlugs } from '../persistence/sql-company-slugs';
import type { OAuthVerifier } from '#application/ports/server/oauth-verifier';
import { sqlClients } from '../persistence/sql-clients';
import { sqlReviews } from '../persistence/sql-reviews';
import { sqlSessions, sqlUsers } from '../persistence/sql-users';
import { unconfiguredOAuthVerifier } from '../security/oauth-verifiers';
import { scryptPasswordHasher } from '../security/scrypt-password-hasher';
import type { RateLimiter } from '#application/ports/server/rate-limiter';
import { sqlRateLimiter } from '../persistence/sql-rate-limiter';
import type { ServerPorts } from './server-use-cases';
import { sqlAccountBookings } from '../persistence/sql-account-bookings';
import { sqlAccountErasure } from '../persistence/sql-account-erasure';
import { sqlAccountDetails } from '../persistence/sql-account-details';
import { altchaHumanCheck } from '../human-check/altcha-human-check';
import { acceptingFallbackToken } from '../human-check/fallback-token-human-check';
import { recaptchaHumanCheck } from '../human-check/recaptcha-human-check';
import { sqlSpentHumanCheckTokens } from '../persistence/sql-spent-human-check-tokens';
import type { HumanCheckConfig } from './server-settings';
import type { PaymentGateway } from '#application/ports/server/payment-gateway';
import type { PaymentProvider } from '#domain/payment/payment-provider';
import { paymentGateways } from '../payments/payment-gateways';
import { DEV_SANDBOX_PAYMENT_SECRET, sandboxGateway } from '../payments/sandbox/sandbox-gateway';
import { sqlPayments } from '../persistence/sql-payments';
import { sqlAccountWrites, sqlGiftCardLedgers, sqlPaymentExpiry } from '../persistence/sql-transactions';
import type { AccountLinkSealer } from '#application/ports/server/account-link-sealer';
import { sqlGiftCardPages } from '../persistence/sql-gift-card-notices';
import type { GiftCardCodeSealer } from '#application/ports/server/gift-card-code-sealer';
import type { CodeSealer } from '#application/ports/server/code-sealer';
import {
  aesGcmCodeSealer,
  aesGcmAccountLinkSealer,
  aesGcmGiftCardCodeSealer,
  DEV_LINK_KEY,
} from '../security/aes-gcm-code-sealer';
import { sqlGiftCards } from '../persistence/sql-gift-cards';

/** What the server's adapters are built over. */
export interface ServerInfrastructure {
  readonly database: SqlDatabase;
  readonly clock: Clock;
  /** RESERVA_AGENDA_CACHE_MB: the estimated bytes the agendas kept may weigh; 64 MiB by default (docs/adr/0135). */
  readonly agendaCacheBytes?: number;
  /** Where the agenda cache reports its figures for /metrics (docs/adr/0135); nowhere by default. */
  readonly caches?: ObservedCaches;
  /** Where secrets come from; the operating system's CSPRNG unless a test fixes them. */
  readonly tokens?: TokenGenerator;
  /** The human check (`configuredHumanCheck`); the development one (ADR 0018) unless given, as the tests' servers run. */
  readonly humanCheck?: HumanCheck;
  /** Who vouches for Google's tokens; none unless Google client ids are configured (ADR 0019, 0039). */
  readonly oauthVerifier?: OAuthVerifier;
  /** The abuse limits' counters: Redis's when REDIS_URL is set, else the database's (ADR 0038). */
  readonly rateLimiter?: RateLimiter;
  /** The sandbox provider's signing secret (RESERVA_SANDBOX_PAYMENT_SECRET); the development one by default (ADR 0042). */
  readonly sandboxPaymentSecret?: string;
  /** The providers' real gateways whose credentials are configured (payment-gateways.ts); the sandbox stands in for the rest. */
  readonly realPaymentGateways?: Partial<Record<PaymentProvider, PaymentGateway>>;
  /** What seals the bookings' confirmation codes (RESERVA_LINK_KEY); the development key's by default (docs/adr/0065). */
  readonly codeSealer?: CodeSealer;
  /** What seals gift cards' codes (RESERVA_LINK_KEY); the development key's by default (docs/adr/0112). */
  readonly giftCardCodeSealer?: GiftCardCodeSealer;
  /** What seals account links' secrets in their mails (RESERVA_LINK_KEY); the development key's by default (docs/adr/0121). */
  readonly accountLinkSealer?: AccountLinkSealer;
}

/** Every port the server's use cases need, over the SQL adapters. */
export function sqlServerPorts(infrastructure: ServerInfrastructure): ServerPorts {
  const { database } = infrastructure;
  const sandbox = sandboxGateway(infrastructure.sandboxPaymentSecret ?? DEV_SANDBOX_PAYMENT_SECRET);
  const codeSealer = infrastructure.codeSealer ?? aesGcmCodeSealer(DEV_LINK_KEY);
  // Agendas and catalogues kept in memory until the database says they changed (docs/adr/0071).
  const cache = agendaCache(
    database,
    { agendas: sqlAgendas(database), catalogue: sqlCatalogue(database) },
    infrastructure.agendaCacheBytes === undefined ? {} : { budgetBytes: infrastructure.agendaCacheBytes },
  );
  infrastructure.caches?.observe('agendas', cache.figures);
  infrastructure.caches?.observe('catalogues', cache.catalogueFigures);
  infrastructure.caches?.observe('directory', cache.directoryFigures);
  infrastructure.caches?.observeChanges(cache.changes);
  const staffKeys = rememberedStaffKeys(sqlStaffKeys(database));
  return {
    payments: sqlPayments(database),
    paymentExpiry: sqlPaymentExpiry(database),
    giftCards: sqlGiftCards(database),
    paymentGateways: paymentGateways(sandbox, infrastructure.realPaymentGateways),
    sandboxNotifications: sandbox,
    // A create's location and company from memory too (docs/adr/0079).
    companyDirectory: cache.companyDirectory(sqlCompanyDirectory(database)),
    catalogueStore: sqlCatalogueStore(database),
    // A location page's first data in one statement (issue 19).
    locationPages: sqlLocationPages(database),
    // The sitemap's locations (issue 36).
    listedLocations: sqlListedLocations(database),
    catalogue: cache.catalogue,
    giftCardProducts: sqlGiftCardProducts(database),
    giftCardPurchases: sqlGiftCardPurchaseTransactions(database),
    giftCardCodes: cryptoGiftCardCodes,
    consents: sqlConsents(database, codeSealer, cryptoTokenGenerator),
    consentDocuments: pdfkitConsentDocuments,
    vehicleRegister: sqlVehicleRegister(database),
    maintenancePlans: sqlMaintenancePlans(database),
    vehicleVisits: sqlVehicleVisits(database),
    agendas: cache.agendas,
    clock: infrastructure.clock,
    bookings: forgettingBookings(sqlBookings(database, codeSealer), cache),
    sealedCodes: sqlSealedCodes(database),
    accountBookings: sqlAccountBookings(database),
    accountErasure: sqlAccountErasure(database),
    accountDetails: sqlAccountDetails(database),
    codeSealer,
    giftCardCodeSealer: infrastructure.giftCardCodeSealer ?? aesGcmGiftCardCodeSealer(DEV_LINK_KEY),
    giftCardPages: sqlGiftCardPages(database),
    memberships: sqlMemberships(database),
    // A valid key is asked about once a second, not three times a request (docs/adr/0079); a
    // revocation through this process is seen by its next request (docs/adr/0081).
    staffKeys,
    companyStaffKeys: forgettingRevoked(sqlCompanyStaffKeys(database), staffKeys),
    companySlugs: sqlCompanySlugs(database),
    humanCheck: infrastructure.humanCheck ?? devHumanCheck,
    idempotentRequests: sqlIdempotentRequests(database),
    tokens: infrastructure.tokens ?? cryptoTokenGenerator,
    promotionGreetings: sqlPromotionGreetings(database),
    users: sqlUsers(database),
    sessions: sqlSessions(database),
    accountWrites: sqlAccountWrites(
      database,
      infrastructure.accountLinkSealer ?? aesGcmAccountLinkSealer(DEV_LINK_KEY),
    ),
    passwordHasher: scryptPasswordHasher(),
    oauthVerifier: infrastructure.oauthVerifier ?? unconfiguredOAuthVerifier,
    reviews: sqlReviews(database),
    clients: sqlClients(database),
    rateLimiter: infrastructure.rateLimiter ?? sqlRateLimiter(database),
    giftCardLedgers: sqlGiftCardLedgers(database),
  };
}

/**
 * The human check `config` names (ADR 0041), knowing the fallback token where one is configured.
 * Without RESERVA_HUMAN_CHECK_HMAC_KEY the proof of work signs with `generatedKey()`, drawn once:
 * challenges then verify only in this process.
 */
export function configuredHumanCheck(
  config: HumanCheckConfig,
  infrastructure: {
    readonly database: SqlDatabase;
    readonly clock: Clock;
    readonly fetch: typeof globalThis.fetch;
    readonly generatedKey: () => string;
  },
): HumanCheck {
  const check = (): HumanCheck => {
    switch (config.kind) {
      case 'altcha':
        return altchaHumanCheck(
          {
            hmacKey: config.hmacKey ?? infrastructure.generatedKey(),
            expirySeconds: config.expirySeconds,
            maxNumber: config.maxNumber,
          },
          { clock: infrastructure.clock, spentTokens: sqlSpentHumanCheckTokens(infrastructure.database) },
        );
      case 'recaptcha':
        return recaptchaHumanCheck(
          { secret: config.secret, minScore: config.minScore, hostname: config.hostname },
          infrastructure.fetch,
        );
      case 'dev':
        return devHumanCheck;
      default:
        return config satisfies never;
    }
  };
  return acceptingFallbackToken(check(), config.fallbackToken);
}

/** The storefront's first-page words, which every storefront page carries in its language (docs/adr/0080). */
export const storefrontFirstPageWords: FirstPageWords = { elementId: FIRST_PAGE_WORDS_ID, words: firstPageWords };
