import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NOTICE_KINDS, businessChangeOf } from './booking-notice';
import { businessIsTold, whoIsTold, type NoticeContacts, type OwedNoticeKind } from './who-is-told';

const anyEmail = fc.option(fc.constantFrom('', '   ', 'hola@clinica.example', ' ana@correo.example '));
const anyContacts: fc.Arbitrary<NoticeContacts> = fc.record({
  clientEmail: anyEmail,
  businessEmail: anyEmail,
  notifyBusiness: fc.boolean(),
});
const anyKind: fc.Arbitrary<OwedNoticeKind> = fc.constantFrom(
  ...NOTICE_KINDS,
  'payment_released',
  'reminder',
  'review_invitation',
);
const written = (email: string | null) => email !== null && email.trim() !== '';

describe('who is told of a booking’s change (ADR 0044, ADR 0052, ADR 0067; issue 30 §1)', () => {
  it('tells the business of a booking booked, moved or cancelled when the company wants it and the location has an email', () => {
    fc.assert(
      fc.property(fc.constantFrom(...NOTICE_KINDS), anyContacts, (kind, contacts) => {
        expect(businessIsTold(kind, contacts)).toBe(
          contacts.notifyBusiness && written(contacts.businessEmail) ? businessChangeOf(kind) : null,
        );
      }),
    );
  });

  it('never tells the business of released hours, a reminder or a review invitation', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('payment_released', 'reminder', 'review_invitation' as const),
        anyContacts,
        (kind, contacts) => {
          expect(businessIsTold(kind, contacts)).toBeNull();
        },
      ),
    );
  });

  it('tells the client exactly when they left an email, whatever the business is told', () => {
    fc.assert(
      fc.property(anyKind, anyContacts, (kind, contacts) => {
        expect(whoIsTold(kind, contacts)).toEqual({
          client: written(contacts.clientEmail),
          business: businessIsTold(kind, contacts),
        });
      }),
    );
  });
});
