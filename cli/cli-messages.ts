import type { BookingId } from '#domain/booking/booking-id';
import { cliTexts } from '#i18n/cli';
import type { Language } from '#i18n/languages';
import { translations } from '#i18n/translator';

// The CLI's own words in each language it speaks (`--locale en|es`), read from the `cli` namespace
// of src/i18n (ADR 0058). The API writes its messages in the same language (Accept-Language);
// field messages for input refused before sending come from src/i18n's field messages, the words
// the API uses for the same keys, injected by the composition root.

export type Locale = Language;

const cli = translations('cli', cliTexts);

function messagesIn(locale: Locale) {
  const t = cli(locale);
  return {
    error: t('error'),
    field: t('field'),
    id: t('id'),
    name: t('name'),
    location: t('location'),
    address: t('address'),
    phone: t('phone'),
    timeZone: t('timeZone'),
    category: t('category'),
    duration: t('duration'),
    price: t('price'),
    kind: t('kind'),
    bundle: t('bundle'),
    classService: t('classService'),
    providers: t('providers'),
    date: t('date'),
    day: t('day'),
    available: t('available'),
    yes: t('yes'),
    no: t('no'),
    hour: t('hour'),
    partOfDay: t('partOfDay'),
    morning: t('morning'),
    afternoon: t('afternoon'),
    night: t('night'),
    services: t('services'),
    service: t('service'),
    provider: t('provider'),
    start: t('start'),
    end: t('end'),
    status: t('status'),
    clientConfirmed: t('clientConfirmed'),
    client: t('client'),
    email: t('email'),
    confirmationCode: t('confirmationCode'),
    stars: t('stars'),
    reviewer: t('reviewer'),
    comment: t('comment'),
    reply: t('reply'),
    anonymous: t('anonymous'),
    line: t('line'),
    outcome: t('outcome'),
    booked: t('booked'),
    replayed: t('replayed'),
    checked: t('checked'),
    failed: t('failed'),
    noFreeDay: t('noFreeDay'),
    firstFree: (date: string, hour: string) => t('firstFree', { date, hour }),
    noHours: t('noHours'),
    noBookings: t('noBookings'),
    plan: t('plan'),
    leftToPay: t('leftToPay'),
    giftCardCode: t('giftCardCode'),
    giftCardStatusHeader: t('giftCardStatus'),
    giftCardFace: t('giftCardFace'),
    giftCardBalance: t('giftCardBalance'),
    giftCardExpires: t('giftCardExpires'),
    giftCardIssued: t('giftCardIssued'),
    giftCardStatus: (status: 'active' | 'spent' | 'expired' | 'voided') => t(`giftCardStatus.${status}`),
    giftCardMovementKind: (kind: 'issued' | 'spent' | 'returned' | 'voided') => t(`giftCardMovement.${kind}`),
    giftCardWhen: t('giftCardWhen'),
    giftCardMovement: t('giftCardMovement'),
    giftCardAmount: t('giftCardAmount'),
    giftCardBooking: t('giftCardBooking'),
    giftCardReason: t('giftCardReason'),
    noGiftCards: t('noGiftCards'),
    giftCardHeading: (id: number, code: string, company: string, status: string) =>
      t('giftCardHeading', { id, code, company, status }),
    giftCardTerms: (face: string, balance: string, expiresOn: string, locations: string) =>
      t('giftCardTerms', { face, balance, expiresOn, locations }),
    giftCardVoided: (id: number, code: string, amount: string) => t('giftCardVoided', { id, code, amount }),
    giftCardAlreadyVoided: (id: number, code: string, date: string) => t('giftCardAlreadyVoided', { id, code, date }),
    giftCardResent: (id: number, code: string) => t('giftCardResent', { id, code }),
    keyLabel: t('keyLabel'),
    keyIssuedAt: t('keyIssuedAt'),
    keyRevokedAt: t('keyRevokedAt'),
    noKeys: t('noKeys'),
    keyRevoked: (id: number, slug: string) => t('keyRevoked', { id, slug }),
    keyIssued: (label: string, company: string, slug: string) => t('keyIssued', { label, company, slug }),
    bookedSummary: (trxId: string, status: string) => t('bookedSummary', { trxId, status }),
    replayedSummary: (trxId: string) => t('replayedSummary', { trxId }),
    summaryLink: (id: BookingId, token: string) => t('summaryLink', { id, token }),
    wouldBook: t('wouldBook'),
    wouldNotBook: (services: string) => t('wouldNotBook', { services }),
    moved: (start: string, end: string) => t('moved', { start, end }),
    modificationsLeft: (left: string) => t('modificationsLeft', { left }),
    unlimited: t('unlimited'),
    reviewSummary: (average: number, total: number) => t('reviewSummary', { average: average.toFixed(1), total }),
    importSummary: (created: number, replayed: number, failed: number, checked: number) =>
      t('importSummary', { created, replayed, failed, checked }),
    unreadableLine: t('unreadableLine'),
    unreadableFile: t('unreadableFile'),
    unknownFormat: t('unknownFormat'),
    fileNotFound: (path: string) => t('fileNotFound', { path }),
    notJsonObject: (path: string) => t('notJsonObject', { path }),
    plate: t('plate'),
    brand: t('brand'),
    model: t('model'),
    year: t('year'),
    lastMileage: t('lastMileage'),
    membership: t('membership'),
    performedBy: (service: string, provider: string, start: string, end: string) =>
      t('performedBy', { service, provider, start, end }),
    serviceNumber: (id: number) => t('serviceNumber', { id }),
    providerNumber: (id: number) => t('providerNumber', { id }),
    setting: t('setting'),
    value: t('value'),
    from: t('from'),
    notSet: t('notSet'),
    fromProfile: (profile: string) => t('fromProfile', { profile }),
    builtInDefault: t('builtInDefault'),
    profileInUse: (profile: string, source: string) => t('profileInUse', { profile, source }),
    profileMissing: (profile: string) => t('profileMissing', { profile }),
    configFileAt: (path: string, exists: boolean) =>
      exists ? t('configFileAt', { path }) : t('configFileAt.notWritten', { path }),
    invalidProfileName: (profile: string) => t('invalidProfileName', { profile }),
    profileNotFound: (profile: string, path: string) => t('profileNotFound', { profile, path }),
    configUnreadable: (path: string, reason: string) => t('configUnreadable', { path, reason }),
    configNotWritten: (path: string, reason: string) => t('configNotWritten', { path, reason }),
    configReadableByOthers: (path: string) => t('configReadableByOthers', { path }),
    apiUrlRequired: t('apiUrlRequired'),
    invalidApiUrl: (url: string) => t('invalidApiUrl', { url }),
    apiKeyNotInArguments: t('apiKeyNotInArguments'),
    apiKeyPrompt: (profile: string) => t('apiKeyPrompt', { profile }),
    noApiKeyGiven: t('noApiKeyGiven'),
    malformedApiKey: t('malformedApiKey'),
    settingSaved: (setting: string, shown: string, profile: string, path: string) =>
      t('settingSaved', { setting, shown, profile, path }),
    settingRemoved: (setting: string, profile: string) => t('settingRemoved', { setting, profile }),
    settingNotSet: (setting: string, profile: string) => t('settingNotSet', { setting, profile }),
    catalogueNothing: t('catalogue.nothing'),
    catalogueCreates: (company: string) => t('catalogue.creates', { company }),
    catalogueStranded: t('catalogue.stranded'),
    catalogueNeedsYes: t('catalogue.needsYes'),
    catalogueApplied: (count: number) => t('catalogue.applied', { count }),
    catalogueCancelled: (count: number) => t('catalogue.cancelled', { count }),
    catalogueInvalidFile: (path: string) => t('catalogue.invalidFile', { path }),
  };
}

export type Messages = ReturnType<typeof messagesIn>;

const MESSAGES: Readonly<Record<Locale, Messages>> = { en: messagesIn('en'), es: messagesIn('es') };

export function messagesFor(locale: Locale): Messages {
  return MESSAGES[locale];
}
