import { Schema } from 'effect';
import { CompanyId, LocationId } from '#domain/storefront/company';

// The demo's well-known ids (issue 3, issue 21): what the docs' storefront addresses
// (`/cl/sucursal/1`), the pacts' provider states and the tests name. The catalogue itself is the
// files in demo/ (docs/demo.md); seeding applies them in DEMO_CATALOGUE_FILES's order on an empty
// database, which gives these ids (demo-catalogue-files.test.ts holds each id to the slug it
// names). Services are numbered in blocks per company (1, 31, 41, 51), as they always were.

// Branded as the rows that hold them decode (ADR 0054), for tests and fixtures to name.
const demoCompany = Schema.decodeSync(CompanyId);
const demoLocation = Schema.decodeSync(LocationId);

export const DEMO_COMPANY = {
  salon: demoCompany(1),
  workshop: demoCompany(2),
  clinic: demoCompany(3),
  barbershop: demoCompany(4),
} as const;

export const DEMO_LOCATION = {
  providencia: demoLocation(1),
  lasCondes: demoLocation(2),
  quilicura: demoLocation(3),
  nunoa: demoLocation(4),
  palermo: demoLocation(5),
  pocitos: demoLocation(6),
  vitacuraClosed: demoLocation(7),
} as const;

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

/** The demo's gift card products (issue 31): Salón Aurora's two, then Barbería Porteña's. */
export const DEMO_GIFT_CARD_PRODUCT = {
  auroraGiftCard: 1,
  auroraWomensCut: 2,
  portenaGiftCard: 3,
} as const;

/** The demo promotion's landing-link token (storefront §2 Promo banner): `?token=` on the salon's pages. */
export const DEMO_PROMOTION_TOKEN = 'aurora-vuelve-ana';
