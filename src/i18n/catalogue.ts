import {
  formatCataloguePath,
  type CatalogueCheck,
  type CatalogueEntityKind,
  type CatalogueProblem,
  type ShapeCheck,
} from '#domain/catalogue-file/catalogue-problem';
import { problemMessage } from './field-messages';
import type { Language } from './languages';
import { translations, type Namespace } from './translator';

// What is wrong with a catalogue file, in words (issue 21; docs/adr/0070; ADR 0058): the CLI and the
// staff API show `services[3].duration: must be a positive multiple of 5 minutes, at most 1440`.
// Keys and values of the file (`online_payable`, `monday`) are quoted as the file writes them.

const en = {
  'shape.missing': 'is missing',
  'shape.unexpected': 'is not a key of the catalogue file',
  'shape.type': 'must be {{expected}}',
  'shape.invalid': 'is not valid: expected {{expected}}',
  'check.slug': 'must be a slug: lower-case letters and digits, words joined by single hyphens',
  'check.webAddress': 'must be an address starting with http:// or https://',
  'check.imageAddress': 'must be an address starting with http:// or https://, or a data:image/ URL',
  'check.email': 'must be an e-mail address',
  'check.countryCode': 'must be a country code of two lower-case letters (cl, ar)',
  'check.twoDecimals': 'must be an amount with at most two decimals',
  'check.positivePercentage': 'must be a percentage above 0, at most 100',
  'check.positiveAmount': 'must be an amount above 0',
  'check.duration': 'must be a positive multiple of 5 minutes, at most 1440',
  'check.slotStep': 'must be a step of 5 to 240 minutes that divides the day',
  'check.attributeSlug': 'must be lower-case letters, digits and underscores',
  'check.colour': 'must be a colour written #rrggbb',
  'check.token': 'must be letters, digits, hyphens and underscores',
  'check.timeOfDay': 'must be a time of day written HH:mm',
  'check.calendarDay': 'must be a calendar day written YYYY-MM-DD',
  'check.workingInterval': 'must start before it ends, within one day (["09:00", "13:00"])',
  'check.currencySymbols':
    'the thousands delimiter and the decimal separator must differ and hold no digits or minus signs',
  'check.whatsappNumber': 'must be a WhatsApp number with its country code: 8 to 15 digits (+56 9 8765 4321)',
  'check.appStoreAddress': 'must be an app’s page in the App Store, starting with https://apps.apple.com/',
  'check.googlePlayAddress': 'must be an app’s page in Google Play, starting with https://play.google.com/',
  'bound.integer': 'must be a whole number',
  'bound.maxLength': 'must have at most {{limit}} characters or entries',
  'bound.minLength': 'must have at least {{limit}} characters or entries',
  'bound.minimum': 'must be at least {{limit}}',
  'bound.between': 'must be between {{minimum}} and {{maximum}}',
  'kind.location': 'location',
  'kind.category': 'category',
  'kind.service': 'service',
  'kind.professional': 'professional',
  'kind.promotion': 'promotion',
  'kind.giftCardProduct': 'gift card',
  'kind.consentForm': 'consent form',
  'kind.maintenancePlan': 'maintenance plan',
  'kind.customAttribute': 'question',
  'kind.clientFormField': 'client form field',
  'kind.workplace': 'workplace',
  'rule.duplicateKey': '{{kind}} "{{key}}" is already used at {{first}}',
  'rule.unknownReference': 'there is no {{kind}} "{{key}}" in the file',
  'rule.unknownTimeZone': '"{{timeZone}}" is not a time zone the server knows (America/Santiago, UTC…)',
  'rule.datesReversed': 'ends ({{endsOn}}) before it starts ({{startsOn}})',
  'rule.repeatedDate': '{{date}} is already listed',
  'rule.serviceKindsMixed': '"{{service}}" can be only one of a session package, a bundle and a class',
  'rule.bundleTooSmall': 'the bundle "{{service}}" needs at least two services',
  'rule.bundleMember.itself': 'a bundle cannot contain itself',
  'rule.bundleMember.bundle': '"{{member}}" is a bundle, which a bundle cannot contain',
  'rule.bundleMember.sessionPackage': '"{{member}}" is a session package, which a bundle cannot contain',
  'rule.bundleMember.class': '"{{member}}" is a class, which a bundle cannot contain',
  'rule.bundleMemberNotOffered': '"{{member}}", in the bundle, is not offered at "{{location}}"',
  'rule.professionalNotWhereOffered':
    '"{{professional}}" performs "{{service}}" but works at no location that offers it',
  'rule.nobodyPerformsThere': 'nobody who works at "{{location}}" performs "{{service}}"',
  'rule.specialDiscountRepeated': 'only one service may have a special discount, and "{{firstService}}" has one',
  'rule.needsOnline.mustBePaidOnline': 'only a service payable online (online_payable: true) can require paying online',
  'rule.needsOnline.onlineDownPayment': 'only a service payable online (online_payable: true) takes a down payment',
  'rule.needsOnline.specialDiscount':
    'a special discount is an online price: the service must be payable online (online_payable: true)',
  'rule.needsOnline.discount':
    'the discount is for paying online: the service must be payable online (online_payable: true)',
  'rule.companyTakesNoOnlinePayment':
    '"{{service}}" is payable online, but the company takes no online payments (company.online_payment)',
  'rule.downPaymentOutOfRange':
    'the down payment ({{amount}}) must be more than 0 and at most the online price ({{price}})',
  'rule.clientExclusiveWithoutIdentifier':
    'a client-exclusive company must say how its clients identify themselves: id, email or phone',
  'rule.customAttributeCategories':
    'a categoric question needs its answers, and only a categoric one has them (this one is {{type}})',
  'rule.hoursOverlap': '{{interval}} overlaps {{other}}',
  'rule.hoursOutsideOpening':
    '{{interval}} is outside the opening hours of "{{location}}" (write outside_opening_hours: true if it is meant)',
  'rule.hoursOnClosedDay':
    '"{{location}}" is closed on {{date}} (write outside_opening_hours: true if the hours are meant)',
  'rule.workplacesOverlap': 'on {{weekday}} the hours at "{{location}}" overlap those at "{{otherLocation}}"',
  'rule.classTime.notPerformedByProfessional': 'the professional does not perform this class',
  'rule.classTime.professionalNotThere': 'the professional does not work at this location',
  'rule.classTime.notOfferedThere': 'the class is not offered at this location',
  'rule.classTime.outsideHours': "the class does not fit in the professional's hours that day",
  'rule.promotionTokenTaken': 'already used by another company ("{{token}}"): a landing link names one promotion',
  'rule.giftCardWithoutAmount':
    'the gift card "{{product}}" needs fixed_amounts, a free_amount or a service: some way to say what it is worth',
  'rule.giftCardWorthMixed':
    'the gift card "{{product}}" is worth its service: it cannot also have fixed_amounts or a free_amount',
  'rule.freeAmountReversed': 'the maximum ({{maximum}}) is below the minimum ({{minimum}})',
  'rule.repeatedAmount': '{{amount}} is already listed',
  'rule.giftCardServiceWithoutPrice': '"{{service}}" has no price, so a gift card cannot be worth it',
  'rule.giftCardServiceNotOffered': '"{{location}}" does not offer "{{service}}", which the gift card is worth',
  'rule.maintenanceStepWithoutInterval':
    'a step of the maintenance plan "{{plan}}" needs every_km, every_months or both: when it is due',
  'rule.maintenanceToleranceTooWide':
    'a tolerance of {{tolerance}} km is half the interval of {{interval}} km or more: one visit would do two milestones',
  'rule.maintenanceModelWithoutBrand': 'the maintenance plan "{{plan}}" names a model: it needs its brand too',
  'rule.maintenancePlansOverlap':
    'the maintenance plan "{{plan}}" is for the same vehicles as the one at {{first}}: a vehicle follows one plan',
  'yaml.syntax': 'line {{line}}, column {{column}}: this is not valid YAML ({{detail}})',
} as const;

export const catalogueTexts: Namespace<typeof en> = {
  en,
  es: {
    'shape.missing': 'falta',
    'shape.unexpected': 'no es una clave del archivo de catálogo',
    'shape.type': 'debe ser {{expected}}',
    'shape.invalid': 'no es válido: se esperaba {{expected}}',
    'check.slug': 'debe ser un identificador: letras minúsculas y dígitos, palabras unidas por un guion',
    'check.webAddress': 'debe ser una dirección que empiece por http:// o https://',
    'check.imageAddress': 'debe ser una dirección que empiece por http:// o https://, o una URL data:image/',
    'check.email': 'debe ser un correo electrónico',
    'check.countryCode': 'debe ser un código de país de dos letras minúsculas (cl, ar)',
    'check.twoDecimals': 'debe ser un monto con dos decimales como máximo',
    'check.positivePercentage': 'debe ser un porcentaje mayor que 0 y de 100 como máximo',
    'check.positiveAmount': 'debe ser un monto mayor que 0',
    'check.duration': 'debe ser un múltiplo positivo de 5 minutos, de 1440 como máximo',
    'check.slotStep': 'debe ser un paso de 5 a 240 minutos que divida el día',
    'check.attributeSlug': 'debe tener solo letras minúsculas, dígitos y guiones bajos',
    'check.colour': 'debe ser un color escrito #rrggbb',
    'check.token': 'debe tener solo letras, dígitos, guiones y guiones bajos',
    'check.timeOfDay': 'debe ser una hora escrita HH:mm',
    'check.calendarDay': 'debe ser un día escrito AAAA-MM-DD',
    'check.workingInterval': 'debe empezar antes de terminar, dentro de un mismo día (["09:00", "13:00"])',
    'check.currencySymbols':
      'el separador de miles y el decimal deben ser distintos y no tener dígitos ni signos menos',
    'check.whatsappNumber': 'debe ser un número de WhatsApp con su código de país: de 8 a 15 dígitos (+56 9 8765 4321)',
    'check.appStoreAddress': 'debe ser la página de una app en el App Store, que empiece por https://apps.apple.com/',
    'check.googlePlayAddress': 'debe ser la página de una app en Google Play, que empiece por https://play.google.com/',
    'bound.integer': 'debe ser un número entero',
    'bound.maxLength': 'debe tener {{limit}} caracteres o elementos como máximo',
    'bound.minLength': 'debe tener al menos {{limit}} caracteres o elementos',
    'bound.minimum': 'debe ser al menos {{limit}}',
    'bound.between': 'debe estar entre {{minimum}} y {{maximum}}',
    'kind.location': 'la sede',
    'kind.category': 'la categoría',
    'kind.service': 'el servicio',
    'kind.professional': 'el profesional',
    'kind.promotion': 'la promoción',
    'kind.giftCardProduct': 'la gift card',
    'kind.consentForm': 'el formulario de consentimiento',
    'kind.maintenancePlan': 'la pauta de mantención',
    'kind.customAttribute': 'la pregunta',
    'kind.clientFormField': 'el campo del formulario',
    'kind.workplace': 'el lugar de trabajo',
    'rule.duplicateKey': '{{kind}} «{{key}}» ya se usa en {{first}}',
    'rule.unknownReference': 'no existe {{kind}} «{{key}}» en el archivo',
    'rule.unknownTimeZone': '«{{timeZone}}» no es una zona horaria que el servidor conozca (America/Santiago, UTC…)',
    'rule.datesReversed': 'termina ({{endsOn}}) antes de empezar ({{startsOn}})',
    'rule.repeatedDate': '{{date}} ya está en la lista',
    'rule.serviceKindsMixed': '«{{service}}» puede ser solo uno de: paquete de sesiones, pack o clase',
    'rule.bundleTooSmall': 'el pack «{{service}}» necesita al menos dos servicios',
    'rule.bundleMember.itself': 'un pack no puede contenerse a sí mismo',
    'rule.bundleMember.bundle': '«{{member}}» es un pack, y un pack no puede contener otro',
    'rule.bundleMember.sessionPackage': '«{{member}}» es un paquete de sesiones, que un pack no puede contener',
    'rule.bundleMember.class': '«{{member}}» es una clase, que un pack no puede contener',
    'rule.bundleMemberNotOffered': '«{{member}}», del pack, no se ofrece en «{{location}}»',
    'rule.professionalNotWhereOffered':
      '«{{professional}}» realiza «{{service}}» pero no trabaja en ninguna sede que lo ofrezca',
    'rule.nobodyPerformsThere': 'nadie que trabaje en «{{location}}» realiza «{{service}}»',
    'rule.specialDiscountRepeated': 'solo un servicio puede tener descuento especial, y «{{firstService}}» ya lo tiene',
    'rule.needsOnline.mustBePaidOnline':
      'solo un servicio pagable en línea (online_payable: true) puede exigir el pago en línea',
    'rule.needsOnline.onlineDownPayment': 'solo un servicio pagable en línea (online_payable: true) admite un abono',
    'rule.needsOnline.specialDiscount':
      'un descuento especial es un precio en línea: el servicio debe ser pagable en línea (online_payable: true)',
    'rule.needsOnline.discount':
      'el descuento es por pagar en línea: el servicio debe ser pagable en línea (online_payable: true)',
    'rule.companyTakesNoOnlinePayment':
      '«{{service}}» es pagable en línea, pero la empresa no recibe pagos en línea (company.online_payment)',
    'rule.downPaymentOutOfRange':
      'el abono ({{amount}}) debe ser mayor que 0 y no superar el precio en línea ({{price}})',
    'rule.clientExclusiveWithoutIdentifier':
      'una empresa exclusiva para sus clientes debe decir cómo se identifican: id, email o phone',
    'rule.customAttributeCategories':
      'una pregunta categórica necesita sus respuestas, y solo una categórica las tiene (esta es {{type}})',
    'rule.hoursOverlap': '{{interval}} se superpone con {{other}}',
    'rule.hoursOutsideOpening':
      '{{interval}} está fuera del horario de «{{location}}» (escribe outside_opening_hours: true si es a propósito)',
    'rule.hoursOnClosedDay':
      '«{{location}}» está cerrada el {{date}} (escribe outside_opening_hours: true si el horario es a propósito)',
    'rule.workplacesOverlap': 'el {{weekday}} el horario en «{{location}}» se superpone con el de «{{otherLocation}}»',
    'rule.classTime.notPerformedByProfessional': 'el profesional no realiza esta clase',
    'rule.classTime.professionalNotThere': 'el profesional no trabaja en esta sede',
    'rule.classTime.notOfferedThere': 'la clase no se ofrece en esta sede',
    'rule.classTime.outsideHours': 'la clase no cabe en el horario del profesional ese día',
    'rule.promotionTokenTaken':
      'ya lo usa otra empresa («{{token}}»): un enlace de promoción nombra una sola promoción',
    'rule.giftCardWithoutAmount':
      'la gift card «{{product}}» necesita fixed_amounts, un free_amount o un service: algo que diga cuánto vale',
    'rule.giftCardWorthMixed':
      'la gift card «{{product}}» vale su servicio: no puede tener además fixed_amounts ni un free_amount',
    'rule.freeAmountReversed': 'el máximo ({{maximum}}) es menor que el mínimo ({{minimum}})',
    'rule.repeatedAmount': '{{amount}} ya está en la lista',
    'rule.giftCardServiceWithoutPrice': '«{{service}}» no tiene precio, así que una gift card no puede valerlo',
    'rule.giftCardServiceNotOffered': '«{{location}}» no ofrece «{{service}}», que es lo que vale la gift card',
    'rule.maintenanceStepWithoutInterval':
      'un paso de la pauta de mantención «{{plan}}» necesita every_km, every_months o ambos: cuándo corresponde',
    'rule.maintenanceToleranceTooWide':
      'una tolerancia de {{tolerance}} km es la mitad del intervalo de {{interval}} km o más: una visita haría dos hitos',
    'rule.maintenanceModelWithoutBrand':
      'la pauta de mantención «{{plan}}» nombra un modelo: necesita también su marca',
    'rule.maintenancePlansOverlap':
      'la pauta de mantención «{{plan}}» es para los mismos vehículos que la de {{first}}: un vehículo sigue una sola pauta',
    'yaml.syntax': 'línea {{line}}, columna {{column}}: esto no es YAML válido ({{detail}})',
  },
};

const texts = translations('catalogue', catalogueTexts);
type T = ReturnType<typeof texts>;

function checkMessage(t: T, check: ShapeCheck): string {
  switch (check.kind) {
    case 'catalogue':
      return t(`check.${check.check satisfies CatalogueCheck}`);
    case 'integer':
      return t('bound.integer');
    case 'maxLength':
    case 'minLength':
    case 'minimum':
      return t(`bound.${check.kind}`, { limit: check.limit });
    case 'between':
      return t('bound.between', { minimum: check.minimum, maximum: check.maximum });
  }
}

const kindWord = (t: T, kind: CatalogueEntityKind) => t(`kind.${kind}`);

/** A maintenance plan's problem (issue 33), worded on its own to keep the sections' messages apart. */
type MaintenancePlanProblem = Extract<CatalogueProblem, { readonly _tag: `Maintenance${string}` }>;

const isMaintenancePlanProblem = (problem: CatalogueProblem): problem is MaintenancePlanProblem =>
  problem._tag.startsWith('Maintenance');

function maintenancePlanMessage(t: T, problem: MaintenancePlanProblem): string {
  switch (problem._tag) {
    case 'MaintenanceStepWithoutInterval':
      return t('rule.maintenanceStepWithoutInterval', { plan: problem.plan });
    case 'MaintenanceToleranceTooWide':
      return t('rule.maintenanceToleranceTooWide', { tolerance: problem.tolerance, interval: problem.interval });
    case 'MaintenanceModelWithoutBrand':
      return t('rule.maintenanceModelWithoutBrand', { plan: problem.plan });
    case 'MaintenancePlansOverlap':
      return t('rule.maintenancePlansOverlap', { plan: problem.plan, first: formatCataloguePath(problem.firstPath) });
  }
}

/** What is wrong, in `language`, without its path. */
export function catalogueProblemMessage(problem: CatalogueProblem, language: Language): string {
  return isMaintenancePlanProblem(problem)
    ? maintenancePlanMessage(texts(language), problem)
    : ruleProblemMessage(problem, language);
}

function ruleProblemMessage(problem: Exclude<CatalogueProblem, MaintenancePlanProblem>, language: Language): string {
  const t = texts(language);
  switch (problem._tag) {
    case 'ShapeProblem':
      if (problem.check !== null) return checkMessage(t, problem.check);
      return problem.fault === 'missing' || problem.fault === 'unexpected'
        ? t(`shape.${problem.fault}`)
        : t(`shape.${problem.fault}`, { expected: problem.expected });
    case 'DuplicateKey':
      return t('rule.duplicateKey', {
        kind: kindWord(t, problem.kind),
        key: problem.key,
        first: formatCataloguePath(problem.firstPath),
      });
    case 'UnknownReference':
      return t('rule.unknownReference', { kind: kindWord(t, problem.kind), key: problem.key });
    case 'UnknownTimeZone':
      return t('rule.unknownTimeZone', { timeZone: problem.timeZone });
    case 'DatesReversed':
      return t('rule.datesReversed', { startsOn: problem.startsOn, endsOn: problem.endsOn });
    case 'RepeatedDate':
      return t('rule.repeatedDate', { date: problem.date });
    case 'ServiceKindsMixed':
      return t('rule.serviceKindsMixed', { service: problem.service });
    case 'BundleTooSmall':
      return t('rule.bundleTooSmall', { service: problem.service });
    case 'BundleMemberInvalid':
      return problem.fault === 'itself'
        ? t('rule.bundleMember.itself')
        : t(`rule.bundleMember.${problem.fault}`, { member: problem.member });
    case 'BundleMemberNotOffered':
      return t('rule.bundleMemberNotOffered', { member: problem.member, location: problem.location });
    case 'ProfessionalNotWhereOffered':
      return t('rule.professionalNotWhereOffered', { professional: problem.professional, service: problem.service });
    case 'NobodyPerformsThere':
      return t('rule.nobodyPerformsThere', { service: problem.service, location: problem.location });
    case 'SpecialDiscountRepeated':
      return t('rule.specialDiscountRepeated', { firstService: problem.firstService });
    case 'NeedsOnlinePayment':
      return t(`rule.needsOnline.${problem.feature}`);
    case 'CompanyTakesNoOnlinePayment':
      return t('rule.companyTakesNoOnlinePayment', { service: problem.service });
    case 'DownPaymentOutOfRange':
      return t('rule.downPaymentOutOfRange', { amount: problem.amount, price: problem.price });
    case 'ClientExclusiveWithoutIdentifier':
      return t('rule.clientExclusiveWithoutIdentifier');
    case 'CustomAttributeCategories':
      return t('rule.customAttributeCategories', { type: problem.type });
    case 'HoursOverlap':
      return t('rule.hoursOverlap', { interval: problem.interval, other: problem.other });
    case 'HoursOutsideOpening':
      return t('rule.hoursOutsideOpening', { interval: problem.interval, location: problem.location });
    case 'HoursOnClosedDay':
      return t('rule.hoursOnClosedDay', { date: problem.date, location: problem.location });
    case 'WorkplacesOverlap':
      return t('rule.workplacesOverlap', {
        weekday: problem.weekday,
        location: problem.location,
        otherLocation: problem.otherLocation,
      });
    case 'ClassTimeInvalid':
      return t(`rule.classTime.${problem.fault}`);
    case 'GiftCardWithoutAmount':
      return t('rule.giftCardWithoutAmount', { product: problem.product });
    case 'GiftCardWorthMixed':
      return t('rule.giftCardWorthMixed', { product: problem.product });
    case 'FreeAmountReversed':
      return t('rule.freeAmountReversed', { minimum: problem.minimum, maximum: problem.maximum });
    case 'RepeatedAmount':
      return t('rule.repeatedAmount', { amount: problem.amount });
    case 'GiftCardServiceWithoutPrice':
      return t('rule.giftCardServiceWithoutPrice', { service: problem.service });
    case 'GiftCardServiceNotOffered':
      return t('rule.giftCardServiceNotOffered', { service: problem.service, location: problem.location });
    case 'PromotionTokenTaken':
      return t('rule.promotionTokenTaken', { token: problem.token });
    // Worded as the same flaw in any other request's field (ADR 0050).
    case 'NotPlainText':
      return problemMessage({ kind: problem.flaw }, language);
  }
}

/** A problem as one line: its path in the file, then what is wrong (`services[3].duration: must be …`). */
export function catalogueProblemLine(problem: CatalogueProblem, language: Language): string {
  return `${formatCataloguePath(problem.path)}: ${catalogueProblemMessage(problem, language)}`;
}

/** A YAML syntax error as one line. */
export function yamlSyntaxLine(
  error: { readonly line: number; readonly column: number; readonly detail: string },
  language: Language,
): string {
  return texts(language)('yaml.syntax', { line: error.line, column: error.column, detail: error.detail });
}
