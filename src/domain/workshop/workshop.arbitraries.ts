import fc from 'fast-check';
import type { RecordHistoryValues, YesNo } from './record-history';
import type { Vehicle } from './vehicle';

/** A mileage an odometer could show, in whole kilometres. */
export const anyMileage: fc.Arbitrary<number> = fc.integer({ min: 0, max: 999_999 });

export const anyYesNo: fc.Arbitrary<YesNo> = fc.constantFrom('yes', 'no');

/** A previous mileage and a current one strictly above it. */
export const anyMileageIncrease: fc.Arbitrary<{ readonly previous: number; readonly current: number }> =
  anyMileage.chain((previous) =>
    fc.integer({ min: previous + 1, max: previous + 200_000 }).map((current) => ({ previous, current })),
  );

/** A previous mileage and a current one at or below it. */
export const anyMileageNotAbove: fc.Arbitrary<{ readonly previous: number; readonly current: number }> =
  anyMileage.chain((previous) => fc.integer({ min: 0, max: previous }).map((current) => ({ previous, current })));

/** A claim number as claims are numbered. */
export const anyClaimNumber: fc.Arbitrary<string> = fc.stringMatching(/^[A-Z]{0,3}\d{4,10}$/);

/** A complete, valid record form; a claim carries its number, no claim none. */
export const anyValidRecordHistoryValues: fc.Arbitrary<RecordHistoryValues> = fc
  .record({
    mileage: anyMileageIncrease,
    knownVehicle: fc.boolean(),
    presentsRepairs: anyYesNo,
    presentsClaims: anyYesNo,
    claimNumber: anyClaimNumber,
    simpleSwornStatement: fc.boolean(),
    vehicleDocuments: fc.boolean(),
    validLicense: fc.boolean(),
    complaintForm: fc.boolean(),
    validIdentityCard: fc.boolean(),
    salfaCompanyName: fc.constantFrom('', 'Salfa Santiago', 'Salfa Temuco'),
  })
  .map(({ mileage, knownVehicle, ...answers }) => ({
    ...answers,
    claimNumber: answers.presentsClaims === 'yes' ? answers.claimNumber : '',
    currentMileage: String(mileage.current),
    previousMileage: knownVehicle ? mileage.previous : null,
  }));

export const anyVehicle: fc.Arbitrary<Vehicle> = fc.record({
  brand: fc.constantFrom('Toyota', 'Chevrolet', 'Hyundai', 'Kia', 'Nissan', 'Volkswagen'),
  model: fc.constantFrom('Yaris', 'Sail', 'Accent', 'Rio', 'Versa', 'Gol'),
  plate: fc.stringMatching(/^([B-DF-HJ-LP-TV-Z]{4}\d{2}|[A-Z]{2}\d{4})$/),
  year: fc.integer({ min: 1990, max: 2030 }),
  clientName: fc.constantFrom('', 'Ana Pérez', 'Bruno Díaz', 'Transportes Sur Ltda.'),
  lastMileage: anyMileage,
});
