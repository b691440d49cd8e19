import { describe, expect, it } from 'vitest';
import { aCompany, inMemoryCompanyDirectory } from './in-memory-directories.test-support';
import { listSocialNetworks } from './list-social-networks';
import { companyId } from '#domain/shared/ids.test-support';

const companyDirectory = inMemoryCompanyDirectory({
  companies: [aCompany({ id: companyId(1) }), aCompany({ id: companyId(2), webAddress: 'otra' })],
  socialNetworks: {
    1: [
      { id: 1, name: 'instagram', webAddress: 'instagram.com/salonaurora' },
      { id: 2, name: 'facebook', webAddress: '   ' },
      { id: 3, name: 'web alternativa', webAddress: 'https://aurora.example' },
    ],
  },
});
const socialNetworks = listSocialNetworks({ companyDirectory });

describe('listing a company social links (storefront §3 Social network, §7 GET /social_networks)', () => {
  it('drops the links with a blank address and keeps the rest in order', async () => {
    const links = (await socialNetworks({ companyId: companyId(1) }))._unsafeUnwrap();
    expect(links.map((link) => link.name)).toEqual(['instagram', 'web alternativa']);
  });

  it('answers an empty list for a company without links', async () => {
    expect((await socialNetworks({ companyId: companyId(2) }))._unsafeUnwrap()).toEqual([]);
  });

  it('does not find an unknown company', async () => {
    expect((await socialNetworks({ companyId: companyId(99) }))._unsafeUnwrapErr()._tag).toBe('CompanyNotFound');
  });
});
