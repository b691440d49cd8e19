import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { socialLinks } from './social-links';

describe('a company’s social links (storefront §1, §2 social-icons row)', () => {
  it('adds http:// to an address written without a scheme, and keeps the others as written', () => {
    expect(
      socialLinks([
        { name: 'instagram', webAddress: 'instagram.com/salonaurora' },
        { name: 'facebook', webAddress: 'https://www.facebook.com/salonaurora' },
        { name: 'web alternativa', webAddress: ' HTTP://salon-aurora.example ' },
      ]),
    ).toEqual([
      { name: 'instagram', href: 'http://instagram.com/salonaurora' },
      { name: 'facebook', href: 'https://www.facebook.com/salonaurora' },
      { name: 'web alternativa', href: 'HTTP://salon-aurora.example' },
    ]);
  });

  it('drops blank addresses and keeps the company’s order', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            name: fc.constantFrom('instagram', 'facebook', 'tiktok'),
            webAddress: fc.oneof(fc.constantFrom('', '  ', '\t'), fc.webUrl(), fc.domain()),
          }),
        ),
        (networks) => {
          const links = socialLinks(networks);
          const kept = networks.filter((network) => network.webAddress.trim() !== '');
          expect(links.map((link) => link.name)).toEqual(kept.map((network) => network.name));
          for (const link of links) expect(link.href).toMatch(/^https?:\/\/\S/i);
        },
      ),
    );
  });
});
