import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exampleService } from '../catalog/service.arbitraries';
import { totalAmount } from '../money/summary-total';
import { anyReservedSelection, reserved } from '../reservation/reservation.arbitraries';
import { onlineCharge, onlineChargeWithPlans } from './online-charge';

describe('what paying online charges now and leaves for the location (booking-wizard §3 onlineDownPayment)', () => {
  it('charges a service without a down payment in full, at its online paying price', () => {
    const charge = onlineCharge(reserved(exampleService({ price: 12000, payingPrice: 9000, onlinePayable: true })));
    expect(charge).toMatchObject({ now: 9000, atLocation: 0, downPayment: false });
  });

  it('charges only the down payment of a service that has one, the rest at the location', () => {
    const balayage = exampleService({
      price: 85000,
      payingPrice: 85000,
      onlinePayable: true,
      mustBePaidOnline: true,
      onlineDownPayment: true,
      onlineDownPaymentAmount: 20000,
    });
    expect(onlineCharge(reserved(balayage))).toMatchObject({ now: 20000, atLocation: 65000, downPayment: true });
  });

  it('never charges a down payment above the paying price', () => {
    const cheap = exampleService({
      price: 5000,
      payingPrice: 5000,
      onlinePayable: true,
      onlineDownPayment: true,
      onlineDownPaymentAmount: 8000,
    });
    expect(onlineCharge(reserved(cheap))).toMatchObject({ now: 5000, atLocation: 0, downPayment: false });
  });

  it('adds a down payment and a full price up (one of each)', () => {
    const whitening = exampleService({
      id: 1,
      price: 150000,
      payingPrice: 150000,
      onlinePayable: true,
      onlineDownPayment: true,
      onlineDownPaymentAmount: 50000,
    });
    const cut = exampleService({ id: 2, price: 10000, payingPrice: 10000, onlinePayable: true });
    expect(onlineCharge(reserved(whitening, cut))).toMatchObject({ now: 60000, atLocation: 100000, downPayment: true });
  });

  it('splits exactly the online total between now and the location, never below 0 on either side', () => {
    fc.assert(
      fc.property(anyReservedSelection, ({ servicesToReserve }) => {
        const charge = onlineCharge(servicesToReserve);
        expect(charge.now + charge.atLocation).toBe(totalAmount(servicesToReserve, 'payingOnline'));
        for (const line of charge.lines) {
          expect(line.now).toBeGreaterThanOrEqual(0);
          expect(line.atLocation).toBeGreaterThanOrEqual(0);
          expect(line.now + line.atLocation).toBe(line.payingPrice);
        }
      }),
    );
  });

  it('leaves something for the location only through a down payment', () => {
    fc.assert(
      fc.property(anyReservedSelection, ({ servicesToReserve }) => {
        const charge = onlineCharge(servicesToReserve);
        for (const line of charge.lines) {
          if (!line.charged.service.onlineDownPayment) expect(line.atLocation).toBe(0);
          else expect(line.now).toBe(Math.min(line.charged.service.onlineDownPaymentAmount, line.payingPrice));
          expect(line.downPayment).toBe(line.atLocation > 0);
        }
        expect(charge.downPayment).toBe(charge.atLocation > 0);
      }),
    );
  });
});

describe('what paying online charges once plans pay what they cover (booking-wizard §4 Submission)', () => {
  it('charges 15.000 of 50.000 when a plan covers a 35.000 service', () => {
    const color = exampleService({ id: 1, price: 35000, payingPrice: 35000, onlinePayable: true });
    const cut = exampleService({ id: 2, price: 15000, payingPrice: 15000, onlinePayable: true });
    const servicesToReserve = reserved(color, cut);
    const [covered] = servicesToReserve;
    expect(onlineCharge(servicesToReserve).now).toBe(50000);
    expect(onlineChargeWithPlans(servicesToReserve, new Set([covered?.internalId ?? ('' as never)])).now).toBe(15000);
  });

  it('never charges more than without plans, and charges nothing when plans cover everything', () => {
    fc.assert(
      fc.property(anyReservedSelection, fc.func(fc.boolean()), ({ servicesToReserve }, covers) => {
        const covered = new Set(
          servicesToReserve.filter((item) => covers(item.internalId)).map((item) => item.internalId),
        );
        expect(onlineChargeWithPlans(servicesToReserve, covered).now).toBeLessThanOrEqual(
          onlineCharge(servicesToReserve).now,
        );
        const all = new Set(servicesToReserve.map((item) => item.internalId));
        expect(onlineChargeWithPlans(servicesToReserve, all).now).toBe(0);
        expect(onlineChargeWithPlans(servicesToReserve, new Set())).toEqual(onlineCharge(servicesToReserve));
      }),
    );
  });
});
