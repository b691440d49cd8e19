import { describe, expect, it } from 'vitest';
import { bookingReferenceFromDraws } from '#domain/booking/booking-reference';
import { companyId } from '#domain/shared/ids.test-support';
import { inMemoryStaffKeys } from '../booking/in-memory-bookings.test-support';
import type { NewStaffKey } from '../ports/server/company-staff-keys';
import { issueStaffKey } from './issue-staff-key';

const PESOS = { unit: '$', delimiter: '.', separator: ',' };

// Issuing a staff api-key for one company (issue 21; docs/adr/0078) over in-memory ports.

function setUp() {
  const issued: NewStaffKey[] = [];
  let drawn = 0;
  const issue = issueStaffKey({
    staffKeys: inMemoryStaffKeys({
      operator: { id: 1, label: 'operator', companyId: null },
      'salon-key': { id: 2, label: 'the salon', companyId: companyId(1) },
    }),
    companyStaffKeys: {
      issue: (key) => {
        issued.push(key);
        return Promise.resolve();
      },
    },
    companySlugs: {
      companyBySlug: (slug) =>
        Promise.resolve(
          slug === 'salon-aurora' ? { id: companyId(1), slug, name: 'Salón Aurora', currency: PESOS } : undefined,
        ),
    },
    tokens: {
      secret: () => `secret-${String(++drawn)}`,
      transactionId: () => 'TRX',
      bookingReference: () => bookingReferenceFromDraws([0, 0, 0, 0, 0, 0]),
    },
  });
  return { issue, issued };
}

describe('issuing a staff api-key for a company', () => {
  it("issues a fresh key acting for the slug's company alone, stored once and answered once", async () => {
    const { issue, issued } = setUp();
    const answer = (
      await issue({ apiKey: 'operator', companySlug: 'salon-aurora', label: 'front desk' })
    )._unsafeUnwrap();
    expect(answer).toEqual({
      key: 'secret-1',
      label: 'front desk',
      company: { id: companyId(1), slug: 'salon-aurora', name: 'Salón Aurora', currency: PESOS },
    });
    expect(issued).toEqual([{ key: 'secret-1', label: 'front desk', companyId: companyId(1) }]);
  });

  it('requires a valid key, and refuses a company’s key before saying whether the company exists', async () => {
    const { issue, issued } = setUp();
    const refusal = async (apiKey: string | null, companySlug: string) =>
      (await issue({ apiKey, companySlug, label: 'x' }))._unsafeUnwrapErr().code;
    expect(await refusal(null, 'salon-aurora')).toBe('AUTH.UNAUTHENTICATED');
    expect(await refusal('guess', 'salon-aurora')).toBe('AUTH.INVALID_API_KEY');
    expect(await refusal('salon-key', 'salon-aurora')).toBe('AUTH.OPERATOR_KEY_REQUIRED');
    expect(await refusal('salon-key', 'no-such-company')).toBe('AUTH.OPERATOR_KEY_REQUIRED');
    expect(await refusal('operator', 'no-such-company')).toBe('COMPANY.NOT_FOUND');
    expect(issued).toEqual([]);
  });
});
