import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyCatalogService, exampleBundleMember, exampleServiceInput } from './service.arbitraries';
import { hasSpecialDiscount, parseService, serviceKind } from './service';

const haircut = exampleServiceInput;

const member = exampleBundleMember(8, 'Wash');

describe('a catalogue service (booking-wizard §3, storefront §3)', () => {
  it('is built from valid input', () => {
    expect(parseService(haircut)._unsafeUnwrap()).toEqual(haircut);
  });

  it('refuses bad input naming every field at fault', () => {
    const refused = parseService({ ...haircut, id: 0, durationMinutes: -5, discount: 140 })._unsafeUnwrapErr();
    expect(refused.issues.map((issue) => issue.path.join('.'))).toEqual(['id', 'discount', 'durationMinutes']);
  });

  it('refuses a service that is both a bundle and a session package', () => {
    expect(parseService({ ...haircut, bundle: [member, member], sessionsAmount: 4 }).isErr()).toBe(true);
  });

  it('refuses a special-discount promotion that ends before it starts, or has one date only', () => {
    const promotion = { charlyDiscount: 20, charlyPromotionStartDate: '2026-12-10' };
    expect(parseService({ ...haircut, ...promotion, charlyPromotionEndDate: '2026-12-01' }).isErr()).toBe(true);
    expect(parseService({ ...haircut, ...promotion, charlyPromotionEndDate: null }).isErr()).toBe(true);
    expect(parseService({ ...haircut, ...promotion, charlyPromotionEndDate: '2026-12-10' }).isOk()).toBe(true);
  });

  it('tells the three kinds a cart cannot mix apart (booking-wizard §4)', () => {
    expect(serviceKind(parseService(haircut)._unsafeUnwrap())).toBe('service');
    expect(serviceKind(parseService({ ...haircut, sessionsAmount: 4 })._unsafeUnwrap())).toBe('sessionPackage');
    expect(serviceKind(parseService({ ...haircut, bundle: [member, member] })._unsafeUnwrap())).toBe('bundle');
  });

  it('marks a service with a special-discount percentage as special-discount', () => {
    expect(hasSpecialDiscount(parseService(haircut)._unsafeUnwrap())).toBe(false);
    const promoted = {
      ...haircut,
      charlyDiscount: 30,
      charlyPromotionStartDate: '2026-12-01',
      charlyPromotionEndDate: '2026-12-31',
    };
    expect(hasSpecialDiscount(parseService(promoted)._unsafeUnwrap())).toBe(true);
  });

  it('accepts every service the arbitraries generate, unchanged', () => {
    fc.assert(
      fc.property(anyCatalogService, (service) => {
        expect(parseService(service)._unsafeUnwrap()).toEqual(service);
      }),
    );
  });
});
