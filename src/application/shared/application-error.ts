import type { ConsentError } from '../consent/consent-errors';
import type { BookingError } from '../booking/booking-errors';
import type {
  AccountLinkUnusable,
  BadCredentials,
  EmailTaken,
  Forbidden,
  OAuthNotConfigured,
  OAuthUnavailable,
  OperatorKeyRequired,
  OtherCompanysKey,
  SignInRequired,
} from '../account/account-errors';
import type { InvalidFields } from './invalid-fields';
import type { ReviewNotFound, UserNotFound } from './not-found';
import type { ReviewUnavailable } from '../review/review-errors';
import type { BookingNotFound } from './not-found';
import type { ServiceNotFound } from './not-found';
import type { AvailabilityQueryRefused } from '../availability/availability-errors';
import type { RateLimited } from '../abuse/rate-limit-errors';
import type { PaymentError } from '../payment/payment-errors';
import type { CatalogueFileError } from '../catalogue-file/catalogue-file-errors';
import type { CartPurchaseRefused } from '#domain/reservation/gift-card-cart';
import type { GiftCardNotPayable, GiftCardProductNotFound } from '../gift-card/start-gift-card-purchase';
import type { GiftCardPurchaseNotFound } from '../gift-card/get-gift-card-purchase';
import type { GiftCardError } from '../gift-card/gift-card-errors';
import type {
  CompanyNotFound,
  LocationNotFound,
  PromotionNotFound,
  ProviderNotFound,
  StaffKeyNotFound,
  VehicleNotFound,
} from './not-found';

/**
 * Every expected failure a use case can answer. Driving adapters map each `_tag` to a status or an
 * exit code in one exhaustive switch, so adding a member here fails their build until they do.
 */
export type ApplicationError =
  | BookingError
  | BookingNotFound
  | CompanyNotFound
  | LocationNotFound
  | PromotionNotFound
  | ProviderNotFound
  | VehicleNotFound
  | StaffKeyNotFound
  | BadCredentials
  | AccountLinkUnusable
  | EmailTaken
  | SignInRequired
  | Forbidden
  | OtherCompanysKey
  | OperatorKeyRequired
  | OAuthNotConfigured
  | OAuthUnavailable
  | InvalidFields
  | ReviewNotFound
  | ReviewUnavailable
  | UserNotFound
  | ServiceNotFound
  | AvailabilityQueryRefused
  | RateLimited
  | PaymentError
  | CatalogueFileError
  | GiftCardProductNotFound
  | GiftCardNotPayable
  | GiftCardPurchaseNotFound
  | CartPurchaseRefused
  | GiftCardError
  | ConsentError;
