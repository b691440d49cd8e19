import { Schema } from 'effect';
import { addDays, type LocalDate } from '#domain/calendar/local-date';
import { jsonb, type DemoDataPart, type DemoRow } from './seed-demo-data';
import { CompanyId, LocationId } from '#domain/storefront/company';
import { DEMO_BANNERS, DEMO_IMAGES, DEMO_LOGOS } from './demo-images';

// The catalogue part of the demo data (issue 3), listed in docs/demo.md: four companies that
// between them exercise every kind of service and setting the storefront shows. Ids are fixed so
// that the storefront addresses in the docs stay the same; dates are relative to the day the
// data is first seeded, so a fresh demo always has a running promotion.

type Interval = readonly [string, string];

const MONDAY_TO_FRIDAY = [1, 2, 3, 4, 5] as const;

/** Rows of a weekly schedule: the same intervals on each of `weekdays`. */
function week(
  key: Readonly<Record<string, number>>,
  weekdays: readonly number[],
  intervals: readonly Interval[],
  [startColumn, endColumn]: readonly [string, string],
): DemoRow[] {
  return weekdays.flatMap((weekday) =>
    intervals.map(([start, end]) => ({ ...key, iso_weekday: weekday, [startColumn]: start, [endColumn]: end })),
  );
}

const opening = (locationId: number, weekdays: readonly number[], ...intervals: Interval[]) =>
  week({ location_id: locationId }, weekdays, intervals, ['opens_at', 'closes_at']);

const working = (providerId: number, locationId: number, weekdays: readonly number[], ...intervals: Interval[]) =>
  week({ provider_id: providerId, location_id: locationId }, weekdays, intervals, ['starts_at', 'ends_at']);

/** A client form field as companies configure it (stored snake_case, as the wire names it). */
const field = (clientData: string, used: boolean, required: boolean, label = '') => ({
  client_data: clientData,
  used,
  required,
  label,
});

const everyFieldHidden = [
  'email',
  'phone',
  'second_phone',
  'identification_number',
  'address',
  'birth_date',
  'age',
  'record_number',
  'gender',
  'city',
  'district',
].map((name) => field(name, false, false));

/** The configured form: the fields listed are shown (and maybe required), the rest hidden. */
function clientForm(...shown: ReturnType<typeof field>[]) {
  return jsonb(
    everyFieldHidden.map((hidden) => shown.find((each) => each.client_data === hidden.client_data) ?? hidden),
  );
}

const companyDefaults = {
  locale: 'es',
  logo: null,
  currency_unit: '$',
  currency_delimiter: '.',
  currency_separator: ',',
  is_active: true,
  minisite_is_active: true,
  minisite_v2_active: true,
  color_minisite: null,
  allows_online_payment: false,
  online_payment_capable: false,
  provider_online_payment: null,
  show_providers: 0,
  client_exclusive: false,
  client_exclusive_by: null,
  policy_term_active: false,
  policy_term: null,
  preset_notes: '',
  show_notes: true,
  after_booking_months: 3,
  minimum_notice_minutes: 60,
  workshop_variant: false,
  reviews_v2: false,
  active_memberships: false,
  custom_attributes: jsonb([]),
} as const;

// The demo's ids, branded as the rows that hold them decode (ADR 0054), for tests and fixtures to name.
const demoCompany = Schema.decodeSync(CompanyId);
const demoLocation = Schema.decodeSync(LocationId);

export const DEMO_COMPANY = {
  salon: demoCompany(1),
  workshop: demoCompany(2),
  clinic: demoCompany(3),
  barbershop: demoCompany(4),
} as const;

const companies: DemoRow[] = [
  {
    ...companyDefaults,
    id: DEMO_COMPANY.salon,
    logo: DEMO_LOGOS.salon,
    name: 'Salón Aurora',
    description:
      'Salón Aurora nació en 2012 en Providencia como un pequeño taller de color y hoy reúne a un equipo de estilistas, coloristas y manicuristas que se forman cada temporada en Santiago y Buenos Aires. Trabajamos con productos veganos y libres de amoníaco, y cada servicio parte con un diagnóstico del cabello para recomendarte lo que de verdad necesitas.\n\nEn Las Condes sumamos una sala de tratamientos capilares y un rincón de uñas con luz natural. Si es tu primera visita, cuéntanos en las notas cómo conociste el salón o si tienes alguna alergia: te esperamos con un café de grano y diez minutos sin apuro antes de empezar.',
    web_address: 'salon-aurora',
    country_code: 'cl',
    email: 'hola@salon-aurora.example',
    phone: '+56 2 2345 6789',
    color_minisite: '#b0476b',
    allows_online_payment: true,
    online_payment_capable: true,
    provider_online_payment: 'dlocal',
    policy_term_active: true,
    policy_term: 'https://salon-aurora.example/terminos',
    preset_notes: 'Por favor llega 10 minutos antes de tu hora.',
    reviews_v2: true,
    booking_client_attributes: clientForm(
      field('email', true, true),
      field('phone', true, true),
      field('identification_number', true, false, 'RUT'),
      field('birth_date', true, false, 'Fecha de nacimiento'),
    ),
    custom_attributes: jsonb([
      {
        name: 'Alergias',
        slug: 'alergias',
        type: 'text',
        categories: [],
        show_on_workflow: true,
        mandatory_on_workflow: false,
      },
      {
        name: '¿Cómo nos conociste?',
        slug: 'como_nos_conociste',
        type: 'categoric',
        categories: ['Instagram', 'Recomendación', 'Google', 'Otro'],
        show_on_workflow: true,
        mandatory_on_workflow: false,
      },
    ]),
  },
  {
    ...companyDefaults,
    id: DEMO_COMPANY.workshop,
    logo: DEMO_LOGOS.workshop,
    name: 'Taller Automotriz Andes',
    description:
      'Taller mecánico familiar en Quilicura: mantenciones por kilometraje, frenos, alineación y diagnóstico electrónico, con repuestos originales y garantía de seis meses en cada trabajo.',
    web_address: 'taller-andes',
    country_code: 'cl',
    email: 'agenda@taller-andes.example',
    phone: '+56 2 2765 4321',
    // Clients bring the vehicle; the workshop assigns the bay.
    show_providers: 2,
    workshop_variant: true,
    booking_client_attributes: clientForm(
      field('email', true, true),
      field('phone', true, true),
      field('identification_number', true, true, 'RUT'),
    ),
  },
  {
    ...companyDefaults,
    id: DEMO_COMPANY.clinic,
    logo: DEMO_LOGOS.clinic,
    name: 'Clínica Dental Sonrisa',
    description:
      'Clínica dental en Ñuñoa con odontología general, ortodoncia e implantes. Atendemos Fonasa e Isapres y te entregamos el presupuesto por escrito antes de cada tratamiento.',
    web_address: 'clinica-sonrisa',
    country_code: 'cl',
    email: 'contacto@clinica-sonrisa.example',
    phone: '+56 2 2111 2233',
    // Only the clinic's patients book, identified by their RUT, and they choose their dentist.
    client_exclusive: true,
    client_exclusive_by: 0,
    show_providers: 1,
    // Online payments through ePayco, for which the server's sandbox stands in without credentials
    // (ADR 0042): its checkout page is where a tester approves or rejects.
    allows_online_payment: true,
    online_payment_capable: true,
    provider_online_payment: 'epayco',
    active_memberships: true,
    policy_term_active: true,
    policy_term: 'https://clinica-sonrisa.example/consentimiento',
    preset_notes: 'Trae tu carnet de identidad y tu credencial de previsión.',
    show_notes: false,
    after_booking_months: 6,
    booking_client_attributes: clientForm(
      field('email', true, true),
      field('phone', true, true),
      field('identification_number', true, true, 'RUT'),
      field('birth_date', true, true),
      field('gender', true, false),
    ),
    custom_attributes: jsonb([
      {
        name: 'Previsión',
        slug: 'prevision',
        type: 'categoric',
        categories: ['Fonasa', 'Isapre', 'Particular'],
        show_on_workflow: true,
        mandatory_on_workflow: true,
      },
      {
        name: 'Alergias a medicamentos',
        slug: 'alergias',
        type: 'textarea',
        categories: [],
        show_on_workflow: true,
        mandatory_on_workflow: false,
      },
    ]),
  },
  {
    ...companyDefaults,
    id: DEMO_COMPANY.barbershop,
    name: 'Barbería Porteña',
    description:
      'Barbería clásica de Palermo y Pocitos: cortes a tijera y máquina, afeitado con navaja y toalla caliente, y buena música los sábados.',
    web_address: 'barberia-portena',
    country_code: 'ar',
    email: 'turnos@barberia-portena.example',
    phone: '+54 11 4555 1234',
    // It sells passes of cuts (demo-bookings.ts): its client form asks for the DNI to find them.
    active_memberships: true,
    booking_client_attributes: clientForm(
      field('email', true, true),
      field('phone', true, false),
      field('identification_number', true, false, 'DNI'),
    ),
  },
];

export const DEMO_LOCATION = {
  providencia: demoLocation(1),
  lasCondes: demoLocation(2),
  quilicura: demoLocation(3),
  nunoa: demoLocation(4),
  palermo: demoLocation(5),
  pocitos: demoLocation(6),
  vitacuraClosed: demoLocation(7),
} as const;

const locationDefaults = {
  phone: null,
  email: null,
  banner: null,
  image: null,
  country_code: null,
  is_active: true,
} as const;
const SANTIAGO = 'America/Santiago';

const locations: DemoRow[] = [
  {
    ...locationDefaults,
    id: DEMO_LOCATION.providencia,
    banner: DEMO_BANNERS.providencia,
    company_id: DEMO_COMPANY.salon,
    name: 'Providencia',
    address: 'Av. Providencia 1234, Providencia, Santiago',
    phone: '+56 2 2345 6789',
    email: 'providencia@salon-aurora.example',
    time_zone: SANTIAGO,
    description: 'Nuestro primer salón, a pasos del metro Pedro de Valdivia.',
    position: 1,
  },
  {
    ...locationDefaults,
    id: DEMO_LOCATION.lasCondes,
    banner: DEMO_BANNERS.lasCondes,
    company_id: DEMO_COMPANY.salon,
    name: 'Las Condes',
    address: 'Av. Apoquindo 4500, Las Condes, Santiago',
    phone: '+56 2 2987 6543',
    time_zone: SANTIAGO,
    description: 'Color, cortes y manos, de martes a sábado.',
    position: 2,
  },
  {
    ...locationDefaults,
    id: DEMO_LOCATION.quilicura,
    banner: DEMO_BANNERS.quilicura,
    company_id: DEMO_COMPANY.workshop,
    name: 'Quilicura',
    address: 'Av. Lo Marcoleta 500, Quilicura, Santiago',
    phone: '+56 2 2765 4321',
    time_zone: SANTIAGO,
    description: 'Mantenciones según pauta del fabricante.',
    position: 1,
  },
  {
    ...locationDefaults,
    id: DEMO_LOCATION.nunoa,
    banner: DEMO_BANNERS.nunoa,
    company_id: DEMO_COMPANY.clinic,
    name: 'Ñuñoa',
    address: 'Av. Irarrázaval 3000, Ñuñoa, Santiago',
    phone: '+56 2 2111 2233',
    time_zone: SANTIAGO,
    description: 'Atención exclusiva para pacientes de la clínica.',
    position: 1,
  },
  {
    ...locationDefaults,
    id: DEMO_LOCATION.palermo,
    banner: DEMO_BANNERS.palermo,
    company_id: DEMO_COMPANY.barbershop,
    name: 'Palermo',
    address: 'Av. Santa Fe 3200, Palermo, Buenos Aires',
    phone: '+54 11 4555 1234',
    time_zone: 'America/Argentina/Buenos_Aires',
    description: 'Cortes clásicos y afeitado a navaja.',
    position: 1,
  },
  {
    ...locationDefaults,
    id: DEMO_LOCATION.pocitos,
    company_id: DEMO_COMPANY.barbershop,
    name: 'Pocitos',
    address: 'Av. Brasil 2500, Pocitos, Montevideo',
    phone: '+598 2 709 1234',
    banner: DEMO_BANNERS.pocitos,
    // The barbershop's one location abroad.
    country_code: 'uy',
    time_zone: 'America/Montevideo',
    description: 'Nuestra sucursal en Montevideo.',
    position: 2,
  },
  {
    ...locationDefaults,
    id: DEMO_LOCATION.vitacuraClosed,
    company_id: DEMO_COMPANY.salon,
    name: 'Vitacura',
    address: 'Av. Vitacura 3600, Vitacura, Santiago',
    time_zone: SANTIAGO,
    description: 'Cerrada.',
    is_active: false,
    position: 3,
  },
];

const locationHours: DemoRow[] = [
  ...opening(DEMO_LOCATION.providencia, MONDAY_TO_FRIDAY, ['09:00', '20:00']),
  ...opening(DEMO_LOCATION.providencia, [6], ['10:00', '14:00']),
  ...opening(DEMO_LOCATION.lasCondes, [2, 3, 4, 5, 6], ['10:00', '19:00']),
  ...opening(DEMO_LOCATION.quilicura, MONDAY_TO_FRIDAY, ['08:30', '18:00']),
  ...opening(DEMO_LOCATION.nunoa, [1, 2, 3, 4], ['09:00', '13:00'], ['14:00', '19:00']),
  ...opening(DEMO_LOCATION.nunoa, [5], ['09:00', '14:00']),
  ...opening(DEMO_LOCATION.palermo, [2, 3, 4, 5, 6], ['10:00', '20:00']),
  ...opening(DEMO_LOCATION.pocitos, [1, 2, 3, 4, 5, 6], ['10:00', '19:00']),
];

export const DEMO_PROVIDER = {
  camila: 1,
  javiera: 2,
  matias: 3,
  valentina: 4,
  diego: 5,
  francisca: 6,
  bayOne: 7,
  bayTwo: 8,
  paula: 9,
  tomas: 10,
  lucas: 11,
  martin: 12,
} as const;

function provider(id: number, companyId: number, publicName: string, biography: string, position: number): DemoRow {
  return { id, company_id: companyId, public_name: publicName, image: null, biography, position };
}

const providers: DemoRow[] = [
  provider(
    DEMO_PROVIDER.camila,
    DEMO_COMPANY.salon,
    'Camila Rojas',
    'Estilista y colorista, quince años cortando en Providencia.',
    1,
  ),
  provider(
    DEMO_PROVIDER.javiera,
    DEMO_COMPANY.salon,
    'Javiera Soto',
    'Especialista en balayage y corrección de color.',
    2,
  ),
  provider(DEMO_PROVIDER.matias, DEMO_COMPANY.salon, 'Matías Fuentes', 'Cortes de hombre y tratamientos capilares.', 3),
  provider(
    DEMO_PROVIDER.valentina,
    DEMO_COMPANY.salon,
    'Valentina Muñoz',
    'Color, keratina y manicure en Las Condes.',
    4,
  ),
  provider(DEMO_PROVIDER.diego, DEMO_COMPANY.salon, 'Diego Herrera', 'Barbería y cuidado capilar.', 5),
  provider(
    DEMO_PROVIDER.francisca,
    DEMO_COMPANY.salon,
    'Francisca Vidal',
    'Maquillaje, uñas y talleres de peinado.',
    6,
  ),
  provider(DEMO_PROVIDER.bayOne, DEMO_COMPANY.workshop, 'Box 1', '', 1),
  provider(DEMO_PROVIDER.bayTwo, DEMO_COMPANY.workshop, 'Box 2', '', 2),
  provider(DEMO_PROVIDER.paula, DEMO_COMPANY.clinic, 'Dra. Paula Reyes', 'Odontología general y estética.', 1),
  provider(DEMO_PROVIDER.tomas, DEMO_COMPANY.clinic, 'Dr. Tomás Lagos', 'Ortodoncia.', 2),
  provider(DEMO_PROVIDER.lucas, DEMO_COMPANY.barbershop, 'Lucas Benítez', 'Barbero en Palermo.', 1),
  provider(DEMO_PROVIDER.martin, DEMO_COMPANY.barbershop, 'Martín Sosa', 'Barbero en Pocitos.', 2),
];

const providerHours: DemoRow[] = [
  ...working(DEMO_PROVIDER.camila, DEMO_LOCATION.providencia, MONDAY_TO_FRIDAY, ['09:00', '13:00'], ['14:00', '18:00']),
  ...working(DEMO_PROVIDER.javiera, DEMO_LOCATION.providencia, [2, 3, 4, 5], ['11:00', '20:00']),
  ...working(DEMO_PROVIDER.javiera, DEMO_LOCATION.providencia, [6], ['10:00', '14:00']),
  ...working(DEMO_PROVIDER.matias, DEMO_LOCATION.providencia, [1, 3, 5], ['09:00', '17:00']),
  ...working(DEMO_PROVIDER.matias, DEMO_LOCATION.lasCondes, [2, 4], ['10:00', '19:00']),
  ...working(DEMO_PROVIDER.valentina, DEMO_LOCATION.lasCondes, [2, 3, 4, 5, 6], ['10:00', '19:00']),
  ...working(DEMO_PROVIDER.diego, DEMO_LOCATION.lasCondes, [2, 3, 4, 5], ['12:00', '19:00']),
  ...working(DEMO_PROVIDER.diego, DEMO_LOCATION.lasCondes, [6], ['10:00', '14:00']),
  ...working(DEMO_PROVIDER.francisca, DEMO_LOCATION.providencia, [1], ['17:00', '20:00']),
  ...working(DEMO_PROVIDER.francisca, DEMO_LOCATION.providencia, [4, 5], ['12:00', '20:00']),
  ...working(DEMO_PROVIDER.francisca, DEMO_LOCATION.providencia, [6], ['10:00', '14:00']),
  ...working(DEMO_PROVIDER.bayOne, DEMO_LOCATION.quilicura, MONDAY_TO_FRIDAY, ['08:30', '18:00']),
  ...working(DEMO_PROVIDER.bayTwo, DEMO_LOCATION.quilicura, MONDAY_TO_FRIDAY, ['08:30', '13:00']),
  ...working(DEMO_PROVIDER.paula, DEMO_LOCATION.nunoa, [1, 2, 3, 4], ['09:00', '13:00'], ['14:00', '19:00']),
  ...working(DEMO_PROVIDER.tomas, DEMO_LOCATION.nunoa, [1, 3, 5], ['09:00', '14:00']),
  ...working(DEMO_PROVIDER.lucas, DEMO_LOCATION.palermo, [2, 3, 4, 5, 6], ['10:00', '20:00']),
  ...working(DEMO_PROVIDER.martin, DEMO_LOCATION.pocitos, [1, 2, 3, 4, 5, 6], ['10:00', '19:00']),
];

function providerExceptions(today: LocalDate): DemoRow[] {
  return [
    // A day off next week, and a day on which Matías works other hours than his week's.
    {
      id: 1,
      provider_id: DEMO_PROVIDER.camila,
      location_id: DEMO_LOCATION.providencia,
      on_date: addDays(today, 7),
      starts_at: null,
      ends_at: null,
    },
    {
      id: 2,
      provider_id: DEMO_PROVIDER.matias,
      location_id: DEMO_LOCATION.providencia,
      on_date: addDays(today, 3),
      starts_at: '12:00',
      ends_at: '16:00',
    },
  ];
}

export const DEMO_CATEGORY = {
  cuts: 1,
  colour: 2,
  hairTreatments: 3,
  handsAndFeet: 4,
  waxingAndFace: 5,
  packs: 6,
  workshops: 7,
  onlineAndAtHome: 8,
  maintenance: 9,
  repairs: 10,
  generalDentistry: 11,
  cosmeticDentistry: 12,
  barbering: 13,
} as const;

const categories: DemoRow[] = [
  { id: DEMO_CATEGORY.cuts, company_id: DEMO_COMPANY.salon, name: 'Cortes', position: 1 },
  { id: DEMO_CATEGORY.colour, company_id: DEMO_COMPANY.salon, name: 'Coloración', position: 2 },
  { id: DEMO_CATEGORY.hairTreatments, company_id: DEMO_COMPANY.salon, name: 'Tratamientos capilares', position: 3 },
  { id: DEMO_CATEGORY.handsAndFeet, company_id: DEMO_COMPANY.salon, name: 'Manos y pies', position: 4 },
  { id: DEMO_CATEGORY.waxingAndFace, company_id: DEMO_COMPANY.salon, name: 'Depilación y rostro', position: 5 },
  { id: DEMO_CATEGORY.packs, company_id: DEMO_COMPANY.salon, name: 'Packs y programas', position: 6 },
  { id: DEMO_CATEGORY.workshops, company_id: DEMO_COMPANY.salon, name: 'Talleres', position: 7 },
  { id: DEMO_CATEGORY.onlineAndAtHome, company_id: DEMO_COMPANY.salon, name: 'Online y a domicilio', position: 8 },
  { id: DEMO_CATEGORY.maintenance, company_id: DEMO_COMPANY.workshop, name: 'Mantenciones', position: 1 },
  { id: DEMO_CATEGORY.repairs, company_id: DEMO_COMPANY.workshop, name: 'Frenos y suspensión', position: 2 },
  { id: DEMO_CATEGORY.generalDentistry, company_id: DEMO_COMPANY.clinic, name: 'Odontología general', position: 1 },
  { id: DEMO_CATEGORY.cosmeticDentistry, company_id: DEMO_COMPANY.clinic, name: 'Estética dental', position: 2 },
  { id: DEMO_CATEGORY.barbering, company_id: DEMO_COMPANY.barbershop, name: 'Barbería', position: 1 },
];

export const DEMO_SERVICE = {
  womensCut: 1,
  mensCut: 2,
  childrensCut: 3,
  styling: 4,
  fullColour: 5,
  balayage: 6,
  rootTouchUp: 7,
  colourCorrection: 8,
  keratin: 9,
  deepConditioning: 10,
  scalpMassage: 11,
  hairLossProgramme: 12,
  manicure: 13,
  gelManicure: 14,
  spaPedicure: 15,
  acrylicNails: 16,
  eyebrowWaxing: 17,
  legWaxing: 18,
  deepFacial: 19,
  bridalPack: 20,
  renewalPack: 21,
  stylingWorkshop: 22,
  videoConsultation: 23,
  stylingAtHome: 24,
  service10000: 31,
  service20000: 32,
  oilChange: 33,
  brakeCheck: 34,
  alignment: 35,
  dentalCheckUp: 41,
  dentalCleaning: 42,
  whitening: 43,
  orthodonticCheck: 44,
  classicCut: 51,
  straightRazorShave: 52,
  cutAndBeard: 53,
} as const;

const serviceDefaults = {
  description: '',
  paying_price: null,
  paying_price_charly: null,
  discount: 0,
  charly_discount: 0,
  charly_promotion_start_date: null,
  charly_promotion_end_date: null,
  show_duration: true,
  show_price: true,
  online_payable: false,
  must_be_paid_online: false,
  online_down_payment: false,
  online_down_payment_amount: 0,
  class_service: false,
  class_capacity: null,
  sessions_amount: null,
  is_video: false,
  outcall: false,
  images: jsonb([]),
  simultaneous_package: false,
} as const;

type ServiceFacts = Partial<Record<keyof typeof serviceDefaults, DemoRow[string]>>;

function service(
  id: number,
  companyId: number,
  categoryId: number,
  name: string,
  durationMinutes: number,
  price: number,
  facts: ServiceFacts = {},
): DemoRow {
  return {
    ...serviceDefaults,
    ...facts,
    id,
    company_id: companyId,
    category_id: categoryId,
    name,
    duration_minutes: durationMinutes,
    price,
    position: id,
  };
}

function services(today: LocalDate): DemoRow[] {
  const S = DEMO_SERVICE;
  const C = DEMO_CATEGORY;
  const salon = DEMO_COMPANY.salon;
  return [
    service(S.womensCut, salon, C.cuts, 'Corte de pelo mujer', 45, 18000, {
      description: 'Lavado, corte y secado.',
      images: jsonb(DEMO_IMAGES.womensCut),
    }),
    service(S.mensCut, salon, C.cuts, 'Corte de pelo hombre', 30, 12000),
    service(S.childrensCut, salon, C.cuts, 'Corte infantil', 30, 9000, { description: 'Hasta 12 años.' }),
    service(S.styling, salon, C.cuts, 'Peinado', 40, 15000),
    // Ten per cent off when paid online.
    service(S.fullColour, salon, C.colour, 'Tintura completa', 120, 45000, {
      online_payable: true,
      discount: 10,
      paying_price: 40500,
    }),
    // Must be paid online, with a down payment.
    service(S.balayage, salon, C.colour, 'Mechas balayage', 180, 85000, {
      description: 'Requiere pago en línea de un abono al reservar.',
      online_payable: true,
      must_be_paid_online: true,
      online_down_payment: true,
      online_down_payment_amount: 20000,
      paying_price: 85000,
      images: jsonb(DEMO_IMAGES.balayage),
    }),
    service(S.rootTouchUp, salon, C.colour, 'Retoque de raíz', 60, 25000),
    // The price depends on the hair: it is agreed at the salon, not shown.
    service(S.colourCorrection, salon, C.colour, 'Corrección de color', 150, 70000, {
      description: 'El valor se confirma en una evaluación previa.',
      show_price: false,
    }),
    service(S.keratin, salon, C.hairTreatments, 'Alisado con keratina', 120, 60000, {
      online_payable: true,
      discount: 15,
      paying_price: 51000,
    }),
    service(S.deepConditioning, salon, C.hairTreatments, 'Hidratación profunda', 45, 20000, {
      online_payable: true,
      paying_price: 20000,
    }),
    service(S.scalpMassage, salon, C.hairTreatments, 'Masaje capilar', 30, 10000, { show_duration: false }),
    // A session package: four sessions booked together.
    service(S.hairLossProgramme, salon, C.packs, 'Programa anticaída (4 sesiones)', 45, 80000, {
      description: 'Cuatro sesiones de tratamiento, una por semana.',
      sessions_amount: 4,
    }),
    service(S.manicure, salon, C.handsAndFeet, 'Manicure tradicional', 40, 10000),
    service(S.gelManicure, salon, C.handsAndFeet, 'Manicure permanente', 60, 16000),
    service(S.spaPedicure, salon, C.handsAndFeet, 'Pedicure spa', 60, 20000),
    service(S.acrylicNails, salon, C.handsAndFeet, 'Uñas acrílicas', 90, 28000),
    service(S.eyebrowWaxing, salon, C.waxingAndFace, 'Depilación de cejas', 15, 6000),
    service(S.legWaxing, salon, C.waxingAndFace, 'Depilación piernas completas', 45, 18000),
    // The special-discount ("charly") service: 30 % off online while its promotion runs.
    service(S.deepFacial, salon, C.waxingAndFace, 'Limpieza facial profunda', 60, 30000, {
      online_payable: true,
      paying_price: 30000,
      charly_discount: 30,
      paying_price_charly: 21000,
      charly_promotion_start_date: addDays(today, -7),
      charly_promotion_end_date: addDays(today, 60),
      images: jsonb(DEMO_IMAGES.deepFacial),
    }),
    // Bundles: their services performed one after another, charged once.
    service(S.bridalPack, salon, C.packs, 'Pack novia', 115, 32000, {
      description: 'Peinado, manicure permanente y cejas.',
    }),
    service(S.renewalPack, salon, C.packs, 'Pack renovación', 90, 33000, {
      description: 'Corte de pelo e hidratación profunda.',
    }),
    // A class: eight seats at fixed weekly times.
    service(S.stylingWorkshop, salon, C.workshops, 'Taller de autopeinado', 90, 25000, {
      description: 'Aprende tres peinados en grupo pequeño.',
      class_service: true,
      class_capacity: 8,
    }),
    service(S.videoConsultation, salon, C.onlineAndAtHome, 'Asesoría de imagen por videollamada', 30, 15000, {
      is_video: true,
    }),
    service(S.stylingAtHome, salon, C.onlineAndAtHome, 'Peinado a domicilio', 60, 35000, { outcall: true }),

    service(S.service10000, DEMO_COMPANY.workshop, C.maintenance, 'Mantención 10.000 km', 120, 89000),
    service(S.service20000, DEMO_COMPANY.workshop, C.maintenance, 'Mantención 20.000 km', 150, 129000),
    service(S.oilChange, DEMO_COMPANY.workshop, C.maintenance, 'Cambio de aceite y filtro', 45, 39000),
    service(S.brakeCheck, DEMO_COMPANY.workshop, C.repairs, 'Revisión de frenos', 60, 25000),
    service(S.alignment, DEMO_COMPANY.workshop, C.repairs, 'Alineación y balanceo', 60, 30000),

    service(S.dentalCheckUp, DEMO_COMPANY.clinic, C.generalDentistry, 'Evaluación dental', 30, 20000),
    service(S.dentalCleaning, DEMO_COMPANY.clinic, C.generalDentistry, 'Limpieza dental', 45, 35000),
    service(S.whitening, DEMO_COMPANY.clinic, C.cosmeticDentistry, 'Blanqueamiento', 90, 150000, {
      online_payable: true,
      paying_price: 150000,
      online_down_payment: true,
      online_down_payment_amount: 50000,
    }),
    // Must be paid online, in full (no down payment).
    service(S.orthodonticCheck, DEMO_COMPANY.clinic, C.generalDentistry, 'Control de ortodoncia', 20, 15000, {
      online_payable: true,
      must_be_paid_online: true,
      paying_price: 15000,
    }),

    service(S.classicCut, DEMO_COMPANY.barbershop, C.barbering, 'Corte clásico', 30, 12000),
    service(S.straightRazorShave, DEMO_COMPANY.barbershop, C.barbering, 'Afeitado con navaja', 30, 9000),
    service(S.cutAndBeard, DEMO_COMPANY.barbershop, C.barbering, 'Corte y barba', 60, 19000, {
      images: jsonb(DEMO_IMAGES.cutAndBeard),
    }),
  ];
}

const bundleMembers: DemoRow[] = [
  { bundle_id: DEMO_SERVICE.bridalPack, position: 1, member_id: DEMO_SERVICE.styling },
  { bundle_id: DEMO_SERVICE.bridalPack, position: 2, member_id: DEMO_SERVICE.gelManicure },
  { bundle_id: DEMO_SERVICE.bridalPack, position: 3, member_id: DEMO_SERVICE.eyebrowWaxing },
  { bundle_id: DEMO_SERVICE.renewalPack, position: 1, member_id: DEMO_SERVICE.womensCut },
  { bundle_id: DEMO_SERVICE.renewalPack, position: 2, member_id: DEMO_SERVICE.deepConditioning },
];

/** Who performs what: service → professionals. */
const performers: Readonly<Record<number, readonly number[]>> = (() => {
  const S = DEMO_SERVICE;
  const P = DEMO_PROVIDER;
  return {
    [S.womensCut]: [P.camila, P.javiera, P.matias, P.valentina],
    [S.mensCut]: [P.matias, P.diego],
    [S.childrensCut]: [P.camila, P.diego],
    [S.styling]: [P.camila, P.javiera, P.francisca],
    [S.fullColour]: [P.javiera, P.valentina],
    [S.balayage]: [P.javiera, P.valentina],
    [S.rootTouchUp]: [P.javiera, P.valentina],
    [S.colourCorrection]: [P.javiera],
    [S.keratin]: [P.camila, P.valentina],
    [S.deepConditioning]: [P.camila, P.matias, P.valentina],
    [S.scalpMassage]: [P.camila, P.matias, P.diego],
    [S.hairLossProgramme]: [P.matias, P.diego],
    [S.manicure]: [P.francisca, P.valentina],
    [S.gelManicure]: [P.francisca, P.valentina],
    [S.spaPedicure]: [P.francisca, P.valentina],
    [S.acrylicNails]: [P.francisca],
    [S.eyebrowWaxing]: [P.camila, P.francisca, P.valentina],
    [S.legWaxing]: [P.francisca, P.valentina],
    [S.deepFacial]: [P.camila, P.valentina],
    [S.bridalPack]: [P.francisca],
    [S.renewalPack]: [P.camila, P.matias, P.valentina],
    [S.stylingWorkshop]: [P.francisca],
    [S.videoConsultation]: [P.javiera],
    [S.stylingAtHome]: [P.javiera, P.francisca],
    [S.service10000]: [P.bayOne],
    [S.service20000]: [P.bayOne],
    [S.oilChange]: [P.bayOne, P.bayTwo],
    [S.brakeCheck]: [P.bayOne, P.bayTwo],
    [S.alignment]: [P.bayOne, P.bayTwo],
    [S.dentalCheckUp]: [P.paula, P.tomas],
    [S.dentalCleaning]: [P.paula, P.tomas],
    [S.whitening]: [P.paula],
    [S.orthodonticCheck]: [P.paula, P.tomas],
    [S.classicCut]: [P.lucas, P.martin],
    [S.straightRazorShave]: [P.lucas],
    [S.cutAndBeard]: [P.lucas, P.martin],
  };
})();

const providerServices: DemoRow[] = Object.entries(performers).flatMap(([serviceId, providerIds]) =>
  providerIds.map((providerId) => ({ provider_id: providerId, service_id: Number(serviceId) })),
);

/** What each location offers. */
const offers: Readonly<Record<number, readonly number[]>> = (() => {
  const S = DEMO_SERVICE;
  return {
    [DEMO_LOCATION.providencia]: Array.from({ length: 24 }, (_, index) => index + 1),
    [DEMO_LOCATION.lasCondes]: [
      S.womensCut,
      S.mensCut,
      S.childrensCut,
      S.fullColour,
      S.balayage,
      S.rootTouchUp,
      S.keratin,
      S.deepConditioning,
      S.hairLossProgramme,
      S.manicure,
      S.gelManicure,
      S.spaPedicure,
      S.eyebrowWaxing,
      S.legWaxing,
      S.deepFacial,
      S.renewalPack,
    ],
    [DEMO_LOCATION.quilicura]: [S.service10000, S.service20000, S.oilChange, S.brakeCheck, S.alignment],
    [DEMO_LOCATION.nunoa]: [S.dentalCheckUp, S.dentalCleaning, S.whitening, S.orthodonticCheck],
    [DEMO_LOCATION.palermo]: [S.classicCut, S.straightRazorShave, S.cutAndBeard],
    [DEMO_LOCATION.pocitos]: [S.classicCut, S.cutAndBeard],
  };
})();

const locationServices: DemoRow[] = Object.entries(offers).flatMap(([locationId, serviceIds]) =>
  serviceIds.map((serviceId) => ({ location_id: Number(locationId), service_id: serviceId })),
);

const classTimes: DemoRow[] = [
  {
    service_id: DEMO_SERVICE.stylingWorkshop,
    location_id: DEMO_LOCATION.providencia,
    provider_id: DEMO_PROVIDER.francisca,
    iso_weekday: 1,
    starts_at: '18:00',
  },
  {
    service_id: DEMO_SERVICE.stylingWorkshop,
    location_id: DEMO_LOCATION.providencia,
    provider_id: DEMO_PROVIDER.francisca,
    iso_weekday: 6,
    starts_at: '10:30',
  },
];

const socialNetworks: DemoRow[] = [
  { id: 1, company_id: DEMO_COMPANY.salon, name: 'instagram', web_address: 'instagram.com/salonaurora', position: 1 },
  {
    id: 2,
    company_id: DEMO_COMPANY.salon,
    name: 'facebook',
    web_address: 'https://www.facebook.com/salonaurora',
    position: 2,
  },
  { id: 3, company_id: DEMO_COMPANY.salon, name: 'web alternativa', web_address: 'salon-aurora.example', position: 3 },
  // Left blank by the salon: never sent.
  { id: 4, company_id: DEMO_COMPANY.salon, name: 'tiktok', web_address: '', position: 4 },
  {
    id: 5,
    company_id: DEMO_COMPANY.clinic,
    name: 'instagram',
    web_address: 'instagram.com/clinicasonrisa',
    position: 1,
  },
  {
    id: 6,
    company_id: DEMO_COMPANY.barbershop,
    name: 'instagram',
    web_address: 'instagram.com/barberiaportena',
    position: 1,
  },
];

/** The demo promotion's landing-link token (storefront §2 Promo banner): `?token=` on the salon's pages. */
export const DEMO_PROMOTION_TOKEN = 'aurora-vuelve-ana';

function promotions(today: LocalDate): DemoRow[] {
  return [
    {
      id: 1,
      company_id: DEMO_COMPANY.salon,
      token: DEMO_PROMOTION_TOKEN,
      client_full_name: 'Ana Pérez',
      promotion_type: 'lost_client',
      starts_on: addDays(today, -1),
      ends_on: addDays(today, 14),
    },
  ];
}

const promotionServices: DemoRow[] = [
  { promotion_id: 1, service_id: DEMO_SERVICE.deepFacial, charly_discount: 40, paying_price_charly: 18000 },
  { promotion_id: 1, service_id: DEMO_SERVICE.deepConditioning, charly_discount: 25, paying_price_charly: 15000 },
];

/** The catalogue part of the demo data, its dates counted from `today`. */
export function demoCatalogue(today: LocalDate): DemoDataPart {
  return {
    name: 'catalogue',
    tables: [
      { table: 'companies', rows: companies },
      { table: 'locations', rows: locations },
      { table: 'location_weekly_hours', rows: locationHours },
      { table: 'providers', rows: providers },
      { table: 'provider_weekly_hours', rows: providerHours },
      { table: 'provider_exceptions', rows: providerExceptions(today) },
      { table: 'service_categories', rows: categories },
      { table: 'services', rows: services(today) },
      { table: 'bundle_members', rows: bundleMembers },
      { table: 'provider_services', rows: providerServices },
      { table: 'location_services', rows: locationServices },
      { table: 'service_class_times', rows: classTimes },
      { table: 'social_networks', rows: socialNetworks },
      { table: 'promotions', rows: promotions(today) },
      { table: 'promotion_services', rows: promotionServices },
    ],
  };
}

/** A demo storefront: a location page, as the storefront's routes address it (storefront §2). */
export interface DemoStorefront {
  readonly companyName: string;
  readonly webAddress: string;
  readonly locationName: string;
  readonly countryCode: string;
  /** The route, `/{country}/sucursal/{locationId}`. */
  readonly path: string;
}

/** A column of a demo row that holds a text or a number, as text. */
function textOf(row: DemoRow | undefined, column: string): string {
  const value = row?.[column];
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  throw new Error(`The demo row has no text in ${column}`);
}

/** The active demo locations' storefront routes, company by company. */
export function demoStorefronts(): readonly DemoStorefront[] {
  return locations
    .filter((location) => location['is_active'] === true)
    .map((location) => {
      const company = companies.find((each) => each['id'] === location['company_id']);
      const countryCode =
        location['country_code'] === null ? textOf(company, 'country_code') : textOf(location, 'country_code');
      return {
        companyName: textOf(company, 'name'),
        webAddress: textOf(company, 'web_address'),
        locationName: textOf(location, 'name'),
        countryCode,
        path: `/${countryCode}/sucursal/${textOf(location, 'id')}`,
      };
    });
}
