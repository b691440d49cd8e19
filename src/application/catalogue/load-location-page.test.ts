import { describe, expect, it } from 'vitest';
import { inMemoryReviews } from '../account/in-memory-accounts.test-support';
import type { CompanyDirectory } from '../ports/server/company-directory';
import { locationPagesOver } from '../ports/server/location-pages';
import { aCompany, aLocation, inMemoryCatalogue, inMemoryCompanyDirectory } from './in-memory-directories.test-support';
import { loadLocationPage } from './load-location-page';
import { companyId, locationId } from '#domain/shared/ids.test-support';

// The location page's first answers from one read (issue 19): the six calls' use cases, run over it.

const stored = inMemoryCompanyDirectory({
  companies: [aCompany({ id: companyId(1), webAddress: 'salon-aurora' })],
  locations: [aLocation({ id: locationId(1), companyId: companyId(1) })],
  socialNetworks: { 1: [{ id: 1, name: 'instagram', webAddress: '' }] },
});

/** The directory, counting what is asked of it. */
function counted(directory: CompanyDirectory, calls: string[]): CompanyDirectory {
  const wrapped: Record<string, unknown> = {};
  for (const [name, method] of Object.entries(directory) as [string, (...args: never[]) => unknown][])
    wrapped[name] = (...args: never[]) => {
      calls.push(name);
      return method(...args);
    };
  return wrapped as unknown as CompanyDirectory;
}

describe('loading a location page', () => {
  it('answers each call as its own use case does, reading the page once and the directory for nothing else', async () => {
    const read: string[] = [];
    const asked: string[] = [];
    const reviews = inMemoryReviews([]);
    const load = loadLocationPage({
      locationPages: locationPagesOver({ companyDirectory: counted(stored, read), reviews }),
      companyDirectory: counted(stored, asked),
      reviews,
      catalogue: inMemoryCatalogue({}),
    });

    const page = await load({ locationId: locationId(1), promotionToken: null });

    expect(page.location.isOk()).toBe(true);
    expect(page.company?.overview._unsafeUnwrap().location?.id).toBe(1);
    // No booking settings are stored: the call's own answer, not found.
    expect(page.company?.bookingInfo._unsafeUnwrapErr()._tag).toBe('CompanyNotFound');
    // The blank link is left out, by listSocialNetworks' rule.
    expect(page.company?.socialNetworks._unsafeUnwrap()).toEqual([]);
    expect(page.company?.reviewSummary._unsafeUnwrap()).toMatchObject({ totalReviews: 0 });
    expect(read.length).toBeGreaterThan(0);
    expect(asked).toEqual([]);
  });

  it('answers an unknown location not found, and nothing else', async () => {
    const load = loadLocationPage({
      locationPages: locationPagesOver({ companyDirectory: stored, reviews: inMemoryReviews([]) }),
      companyDirectory: stored,
      reviews: inMemoryReviews([]),
      catalogue: inMemoryCatalogue({}),
    });

    const page = await load({ locationId: locationId(9), promotionToken: null });

    expect(page.location._unsafeUnwrapErr()._tag).toBe('LocationNotFound');
    expect(page.company).toBeNull();
  });
});
