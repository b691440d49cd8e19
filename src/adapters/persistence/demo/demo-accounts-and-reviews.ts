import { Schema } from 'effect';
import { addDays, type LocalDate } from '#domain/calendar/local-date';
import { ClientId } from '#domain/client/client-id';
import { secretDigest } from '../../crypto-tokens';
import { DEMO_COMPANY, DEMO_LOCATION } from './demo-ids';
import type { DemoDataPart, DemoRow } from './seed-demo-data';

// The users, reviews and known clients part of the demo data (issue 3; ADR 0019, ADR 0020),
// listed in docs/demo.md: an administrator for the salon (on reviews v2, who can reply) and one
// for the clinic (on the first version), a client with a personal link, reviews with replies, a
// review invitation to fill, and the clinic's patients — one it stopped from booking. Secrets are
// fixed and documented, since this is a demo; the tables keep only their digests.

export const DEMO_PASSWORD = 'reserva-demo-2026';
/** scrypt (N 2^17, r 8, p 1) of DEMO_PASSWORD with the salt 'reserva-demo-salt', made with scryptHash. */
const DEMO_PASSWORD_HASH = 'scrypt$131072$8$1$cmVzZXJ2YS1kZW1vLXNhbHQ$a0PEeey4pP8XL2ENVV3d19OAG1POmUPfNubYL85t_Js';

export const DEMO_USER = { salonAdmin: 1, clinicAdmin: 2, ana: 3 } as const;

/** Ana's personal link's code (user_with_user_code), valid for a year after seeding. */
export const DEMO_USER_CODE = 'demo-user-code-ana-perez-7Qm2xV9kLp4sT8wZ';
/** An invitation to review a visit to Providencia, still open (check_review, fill_review). */
export const DEMO_REVIEW_CODE = 'demo-review-providencia-K3v8Nq2Lm5Xc9Rt4';
/** An invitation that expired unused. */
export const DEMO_EXPIRED_REVIEW_CODE = 'demo-review-expired-P6b1Wz8Yd3Hs7Jf2';
/** The reply code of the salon's newest review, which its administrator gets in the reviews list. */
export const DEMO_REPLY_CODE = 'demo-reply-ana-tintura-Ra4Tq9Xe2Mn7Vb5';

// Branded as the rows that hold them decode (ADR 0054), for tests and fixtures to name.
const demoClient = Schema.decodeSync(ClientId);

export const DEMO_CLIENT = { rosa: demoClient(201), pedroBlocked: demoClient(202), ana: demoClient(203) } as const;

const userDefaults = {
  password_hash: DEMO_PASSWORD_HASH,
  google_subject: null,
  // The demo's users count as having verified their addresses (migration 0038).
  email_verified_at: '2026-01-01T00:00:00Z',
  phone: null,
  second_phone: null,
  identification_number: null,
  address: null,
  birth_date: null,
  city: null,
  district: null,
  gender: null,
  company_id: null,
} as const;

const users: DemoRow[] = [
  {
    ...userDefaults,
    id: DEMO_USER.salonAdmin,
    email: 'admin@salon-aurora.example',
    first_name: 'Carolina',
    last_name: 'Aurora',
    phone: '+56 9 5555 0001',
    role_id: 2,
    company_id: DEMO_COMPANY.salon,
  },
  {
    ...userDefaults,
    id: DEMO_USER.clinicAdmin,
    email: 'admin@clinica-sonrisa.example',
    first_name: 'Ignacio',
    last_name: 'Sonrisa',
    role_id: 2,
    company_id: DEMO_COMPANY.clinic,
  },
  {
    ...userDefaults,
    id: DEMO_USER.ana,
    email: 'ana.perez@correo.example',
    first_name: 'Ana',
    last_name: 'Pérez',
    phone: '+56 9 8765 4321',
    identification_number: '15.555.555-6',
    address: 'Los Leones 123, Providencia',
    birth_date: '1990-04-12',
    city: 'Santiago',
    district: 'Providencia',
    gender: 1,
    role_id: 1,
  },
];

/** A local day and time at the Santiago locations, as an instant with the location's December offset. */
const santiago = (today: LocalDate, days: number, time: string) => `${addDays(today, days)}T${time}:00-03:00`;

interface DemoReview {
  readonly id: number;
  readonly location: number;
  readonly daysAgo: number;
  readonly service: string;
  readonly stars: number;
  readonly name: string | null;
  readonly comment: string | null;
}

const filledReviews: readonly DemoReview[] = [
  {
    id: 1,
    location: DEMO_LOCATION.providencia,
    daysAgo: 2,
    service: 'Tintura completa',
    stars: 5,
    name: 'Ana',
    comment: 'Excelente atención, el color quedó perfecto.',
  },
  {
    id: 2,
    location: DEMO_LOCATION.providencia,
    daysAgo: 5,
    service: 'Corte de pelo mujer',
    stars: 4,
    name: 'Francisca',
    comment: 'Muy buen corte; tuve que esperar 10 minutos.',
  },
  {
    id: 3,
    location: DEMO_LOCATION.providencia,
    daysAgo: 9,
    service: 'Manicure permanente',
    stars: 5,
    name: null,
    comment: 'Impecable.',
  },
  {
    id: 4,
    location: DEMO_LOCATION.providencia,
    daysAgo: 14,
    service: 'Hidratación profunda',
    stars: 3,
    name: 'Josefa',
    comment: 'Bien, aunque esperaba más.',
  },
  {
    id: 5,
    location: DEMO_LOCATION.providencia,
    daysAgo: 20,
    service: 'Corte de pelo hombre',
    stars: 5,
    name: 'Martín',
    comment: null,
  },
  {
    id: 6,
    location: DEMO_LOCATION.providencia,
    daysAgo: 31,
    service: 'Mechas balayage',
    stars: 4,
    name: 'Daniela',
    comment: 'Lindo resultado.',
  },
  {
    id: 7,
    location: DEMO_LOCATION.providencia,
    daysAgo: 45,
    service: 'Peinado',
    stars: 5,
    name: 'Camila',
    comment: 'Para mi matrimonio, todo perfecto.',
  },
  {
    id: 8,
    location: DEMO_LOCATION.lasCondes,
    daysAgo: 3,
    service: 'Tintura completa',
    stars: 4,
    name: 'Paula',
    comment: 'Buen servicio.',
  },
  {
    id: 9,
    location: DEMO_LOCATION.nunoa,
    daysAgo: 4,
    service: 'Limpieza dental',
    stars: 5,
    name: 'Rosa',
    comment: 'La doctora muy amable.',
  },
  {
    id: 10,
    location: DEMO_LOCATION.nunoa,
    daysAgo: 12,
    service: 'Control',
    stars: 4,
    name: null,
    comment: 'Puntuales.',
  },
];

/** Review 3 is anonymous: it keeps no name. */
const ANONYMOUS_REVIEW = 3;

function reviewRows(today: LocalDate): DemoRow[] {
  const filled = filledReviews.map((review): DemoRow => ({
    id: review.id,
    location_id: review.location,
    booking_id: null,
    code_digest: secretDigest(`demo-review-code-${String(review.id)}`),
    reply_code: review.id === 1 ? DEMO_REPLY_CODE : `demo-reply-${String(review.id)}-0000000000000000`,
    booked_service_name: review.service,
    invited_at: santiago(today, -review.daysAgo - 1, '19:00'),
    expires_at: santiago(today, -review.daysAgo + 29, '19:00'),
    filled_at: santiago(today, -review.daysAgo, '18:30'),
    stars: review.stars,
    anonymous: review.id === ANONYMOUS_REVIEW,
    reviewer_name: review.id === ANONYMOUS_REVIEW ? null : review.name,
    service_name: review.service,
    comment: review.comment,
  }));
  const invitation = (id: number, code: string, service: string, invitedDaysAgo: number): DemoRow => ({
    id,
    location_id: DEMO_LOCATION.providencia,
    booking_id: null,
    code_digest: secretDigest(code),
    reply_code: `demo-reply-${String(id)}-0000000000000000`,
    booked_service_name: service,
    invited_at: santiago(today, -invitedDaysAgo, '19:00'),
    expires_at: santiago(today, -invitedDaysAgo + 30, '19:00'),
    filled_at: null,
    stars: null,
    anonymous: false,
    reviewer_name: null,
    service_name: null,
    comment: null,
  });
  return [
    ...filled,
    invitation(11, DEMO_REVIEW_CODE, 'Corte de pelo mujer', 1),
    invitation(12, DEMO_EXPIRED_REVIEW_CODE, 'Masaje capilar', 40),
  ];
}

function reviewComments(today: LocalDate): DemoRow[] {
  return [
    {
      id: 1,
      review_id: 1,
      author_user_id: DEMO_USER.salonAdmin,
      comment: '¡Gracias, Ana! Te esperamos para el retoque.',
      created_at: santiago(today, -1, '09:10'),
    },
    {
      id: 2,
      review_id: 2,
      author_user_id: DEMO_USER.salonAdmin,
      comment: 'Gracias, Francisca. Lamentamos la espera.',
      created_at: santiago(today, -4, '10:00'),
    },
    // Edited: the last reply is the one shown.
    {
      id: 3,
      review_id: 2,
      author_user_id: DEMO_USER.salonAdmin,
      comment: 'Gracias, Francisca. Lamentamos la espera; ya ajustamos la agenda.',
      created_at: santiago(today, -4, '10:20'),
    },
  ];
}

const clientDefaults = {
  company_id: DEMO_COMPANY.clinic,
  second_phone: null,
  address: null,
  birth_date: null,
  age: null,
  record_number: null,
  gender: 0,
  city: null,
  district: null,
} as const;

const clients: DemoRow[] = [
  {
    ...clientDefaults,
    id: DEMO_CLIENT.rosa,
    first_name: 'Rosa',
    last_name: 'Díaz',
    email: 'rosa.diaz@correo.example',
    phone: '+56 9 1111 2222',
    identification_number: '12.345.678-5',
    gender: 1,
    can_book: true,
  },
  {
    ...clientDefaults,
    id: DEMO_CLIENT.pedroBlocked,
    first_name: 'Pedro',
    last_name: 'Soto',
    email: 'pedro.soto@correo.example',
    phone: '+56 9 3333 4444',
    identification_number: '9.876.543-3',
    gender: 2,
    can_book: false,
  },
  {
    ...clientDefaults,
    id: DEMO_CLIENT.ana,
    first_name: 'Ana',
    last_name: 'Pérez',
    email: 'ana.perez@correo.example',
    phone: '+56 9 8765 4321',
    identification_number: '15.555.555-6',
    gender: 1,
    can_book: true,
  },
];

/** The users, reviews and known clients part of the demo data, its dates counted from `today`. */
export function demoAccountsAndReviews(today: LocalDate): DemoDataPart {
  return {
    name: 'users and reviews',
    tables: [
      { table: 'users', rows: users },
      {
        table: 'user_codes',
        rows: [
          {
            code_digest: secretDigest(DEMO_USER_CODE),
            user_id: DEMO_USER.ana,
            created_at: santiago(today, 0, '00:00'),
            expires_at: santiago(today, 365, '00:00'),
          },
        ],
      },
      { table: 'reviews', rows: reviewRows(today) },
      { table: 'review_comments', rows: reviewComments(today) },
      { table: 'clients', rows: clients },
    ],
  };
}
