import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ownsBooking } from '../account/my-bookings';
import { mayChargePlans, ownsClientRecord } from './plan-owner';

// issue 34: a company may require that its plans be spent only by their signed-in owner (docs/adr/0124).

const anyEmail = fc.constantFrom('ana@correo.example', ' ANA@Correo.example ', 'otra@correo.example', '', '  ');
const anyAccount = fc.record({ email: anyEmail, emailVerified: fc.boolean() });
const anyRecord = fc.record({ email: fc.option(anyEmail, { nil: null }) });

describe('who owns a client record (ownsClientRecord)', () => {
  it('owns it exactly as it would own a booking made signed out with the record’s email', () => {
    fc.assert(
      fc.property(anyAccount, anyRecord, (account, record) => {
        expect(ownsClientRecord(account, record)).toBe(
          ownsBooking({ ...account, userId: 1 }, { userId: null, clientEmail: record.email }),
        );
      }),
    );
  });

  it('never owns it by an unverified email, nor a record with no email', () => {
    fc.assert(
      fc.property(anyAccount, anyRecord, (account, record) => {
        expect(ownsClientRecord({ ...account, emailVerified: false }, record)).toBe(false);
        expect(ownsClientRecord(account, { email: null })).toBe(false);
      }),
    );
  });

  it('compares the emails trimmed and case-insensitively, and a blank one matches nothing', () => {
    const ana = { email: 'ana@correo.example', emailVerified: true };
    expect(ownsClientRecord(ana, { email: ' Ana@Correo.EXAMPLE ' })).toBe(true);
    expect(ownsClientRecord(ana, { email: 'otra@correo.example' })).toBe(false);
    expect(ownsClientRecord({ email: ' ', emailVerified: true }, { email: '' })).toBe(false);
  });
});

describe('whether a booking may spend a record’s plans (mayChargePlans)', () => {
  it('always may when the company does not require the owner, signed in or not (docs/adr/0048)', () => {
    fc.assert(
      fc.property(fc.option(anyAccount, { nil: null }), anyRecord, (booker, record) => {
        expect(mayChargePlans({ plansForSignedInOwner: false }, booker, record)).toBe(true);
      }),
    );
  });

  it('never may signed out when the company requires the owner, whatever the record', () => {
    fc.assert(
      fc.property(anyRecord, (record) => {
        expect(mayChargePlans({ plansForSignedInOwner: true }, null, record)).toBe(false);
      }),
    );
  });

  it('may under the owner rule exactly when the signed-in booker owns the record', () => {
    fc.assert(
      fc.property(anyAccount, anyRecord, (booker, record) => {
        expect(mayChargePlans({ plansForSignedInOwner: true }, booker, record)).toBe(ownsClientRecord(booker, record));
      }),
    );
  });
});
