import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Service } from '../catalog/service';
import { discountSaving } from './discount-saving';
import { exampleService as service } from '../catalog/service.arbitraries';
import { anyReservedSelection, reserved } from '../reservation/reservation.arbitraries';

const saving = (...selection: Service[]) => discountSaving(reserved(...selection));

const qualifies = (chosen: Service) => chosen.onlinePayable && chosen.discount > 0 && chosen.charlyDiscount === 0;

describe('the discount saving (booking-wizard §9)', () => {
  it('sums price minus paying price over online-payable discounted services (booking-wizard §9)', () => {
    expect(saving(service({ id: 1 }), service({ id: 2, price: 8000, payingPrice: 6000, discount: 25 }))).toBe(3500);
  });

  it('leaves out a service that cannot be paid online (booking-wizard §9)', () => {
    expect(saving(service({ id: 1 }), service({ id: 2, onlinePayable: false }))).toBe(1500);
  });

  it('leaves out a service without an online discount (booking-wizard §9)', () => {
    expect(saving(service({ id: 1 }), service({ id: 2, discount: 0, payingPrice: 12000 }))).toBe(1500);
  });

  it('leaves out a service under a special-discount promotion (booking-wizard §9)', () => {
    const promoted = service({
      id: 2,
      charlyDiscount: 40,
      payingPriceCharly: 9000,
      charlyPromotionStartDate: '2026-12-01',
      charlyPromotionEndDate: '2026-12-10',
    });
    expect(saving(service({ id: 1 }), promoted)).toBe(1500);
  });

  it('saves nothing on a service with no paying price, paid at its price', () => {
    expect(saving(service({ payingPrice: null }))).toBe(0);
  });

  it('equals the sum over the chosen services that qualify, a bundle or session package once (booking-wizard §9)', () => {
    fc.assert(
      fc.property(anyReservedSelection, ({ selection, servicesToReserve }) => {
        const expected = selection
          .filter(qualifies)
          .reduce((total, chosen) => total + (chosen.price ?? 0) - (chosen.payingPrice ?? chosen.price ?? 0), 0);
        expect(discountSaving(servicesToReserve)).toBe(expected);
      }),
    );
  });

  it('is never negative when no paying price exceeds its price', () => {
    const payingAtMostPrice = (chosen: Service) => (chosen.payingPrice ?? 0) <= (chosen.price ?? 0);
    fc.assert(
      fc.property(
        anyReservedSelection.filter(({ selection }) => selection.every(payingAtMostPrice)),
        ({ servicesToReserve }) => {
          expect(discountSaving(servicesToReserve)).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('is 0 when no chosen service qualifies', () => {
    fc.assert(
      fc.property(
        anyReservedSelection.filter(({ selection }) => !selection.some(qualifies)),
        ({ servicesToReserve }) => {
          expect(discountSaving(servicesToReserve)).toBe(0);
        },
      ),
    );
  });
});
