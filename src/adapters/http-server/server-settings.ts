import type { RecaptchaSettings } from '../human-check/recaptcha-human-check';

// The parts of the server's configuration (server-config.ts) that a setting of several variables
// decodes (server-environment-readers.ts; docs/adr/0100).

/**
 * Where the storefront's footer links go (docs/adr/0076): RESERVA_CLIENT_HELP_URL (help for
 * clients), RESERVA_FOR_BUSINESSES_URL (Reserva for businesses) and RESERVA_TERMS_URL (terms and
 * privacy), each an http(s) address; null when not set, and the footer then leaves that link out.
 */
export interface SiteLinksConfig {
  readonly clientHelp: string | null;
  readonly forBusinesses: string | null;
  readonly termsAndPrivacy: string | null;
}

export interface MetricsConfig {
  /** RESERVA_METRICS: `on` serves Prometheus metrics at GET /metrics; `off` (the default) answers it 404 and counts nothing. */
  readonly enabled: boolean;
  /** RESERVA_METRICS_TOKEN: when set, /metrics needs `Authorization: Bearer <token>`; null: anyone who reaches it may read it. */
  readonly token: string | null;
}

/** How many estimated bytes each in-memory cache may hold (issue 37 "Memory bounded"; docs/adr/0135). */
export interface CacheBudgetsConfig {
  /** RESERVA_AGENDA_CACHE_MB: the agendas kept (docs/adr/0071). */
  readonly agendasBytes: number;
  /** RESERVA_HOURS_CACHE_MB: the hours answers kept per agenda reading. */
  readonly hoursBytes: number;
  /** RESERVA_PAGE_CACHE_MB: the location pages kept as rendered (docs/adr/0132). */
  readonly pagesBytes: number;
}

export interface MailConfig {
  /** SMTP_URL: the SMTP server mails are sent through (smtp:// or smtps://); null writes them into `directory` instead. */
  readonly smtpUrl: string | null;
  /** RESERVA_MAIL_DIR: where mails are written as .eml files without SMTP_URL; `<RESERVA_DATA_DIR>/mail` by default. */
  readonly directory: string;
  /** MAIL_FROM: the sender, `Name <address>` or an address. */
  readonly from: string;
  /** MAIL_FROM's address, which also makes the calendar events' UIDs unique to this installation. */
  readonly fromAddress: string;
  /** RESERVA_MAIL_DISPATCH_INTERVAL: seconds between the outbox dispatcher's runs in each server process. */
  readonly dispatchIntervalSeconds: number;
  /**
   * RESERVA_MAIL_DISPATCH_BATCH: how many owed mails one run of the dispatcher claims and sends, in
   * each process; with the interval, the mail throughput (ADR 0044's addendum).
   */
  readonly dispatchBatchSize: number;
  /**
   * RESERVA_PUBLIC_URL: the origin clients reach the storefront at (`https://reservas.example`),
   * which links in mails start with (ADR 0052); null: the server's own origin, as it prints it.
   */
  readonly publicUrl: string | null;
}

/**
 * Which human check verifies bookings' tokens (ADR 0041), and the site's fallback token.
 * RESERVA_HUMAN_CHECK: `altcha` (the default: a self-hosted proof of work, no third party),
 * `recaptcha` (Google's reCAPTCHA v3) or `dev` (ADR 0018: any non-blank token).
 */
export type HumanCheckConfig = (
  | {
      readonly kind: 'altcha';
      /** RESERVA_HUMAN_CHECK_HMAC_KEY; null: a key generated for this process, which only this process can verify. */
      readonly hmacKey: string | null;
      /** RESERVA_HUMAN_CHECK_EXPIRY_SECONDS: how long a challenge is accepted. */
      readonly expirySeconds: number;
      /** RESERVA_HUMAN_CHECK_MAX_NUMBER: the largest counter a challenge hides, the solver's work at worst. */
      readonly maxNumber: number;
    }
  | ({ readonly kind: 'recaptcha' } & RecaptchaSettings)
  | { readonly kind: 'dev' }
) & {
  /** RESERVA_HUMAN_CHECK_FALLBACK_TOKEN: accepted in place of a solved check, under its own limit; null: refused. */
  readonly fallbackToken: string | null;
};
