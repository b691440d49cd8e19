import { describe, expect, it } from 'vitest';
import { NO_SITE_LINKS, readSiteLinks, SITE_LINKS_ID, withSiteLinks } from './site-links';

const INDEX = '<!doctype html><html><head><title>Storefront</title></head><body></body></html>';

describe('the footer’s links the page carries (docs/adr/0076)', () => {
  it('carries the configured links to the page, which reads them back, even one that tries to end the script', () => {
    const links = {
      clientHelp: 'https://reserva.example/help?a=1&b=</script><script>alert(1)</script>',
      forBusinesses: null,
      termsAndPrivacy: 'https://reserva.example/legal',
    };
    const page = withSiteLinks(INDEX, links);
    expect(page).not.toContain('</script><script>');
    const carried = new RegExp(`id="${SITE_LINKS_ID}">(.*?)</script>`).exec(page)?.[1] ?? null;
    expect(readSiteLinks(carried)).toEqual(links);
  });

  it('carries nothing when no link is configured, and reads a page without links, or with something else, as none', () => {
    expect(withSiteLinks(INDEX, NO_SITE_LINKS)).toBe(INDEX);
    expect(readSiteLinks(null)).toEqual(NO_SITE_LINKS);
    expect(readSiteLinks('not json')).toEqual(NO_SITE_LINKS);
    expect(readSiteLinks(JSON.stringify({ clientHelp: 'javascript:alert(1)', termsAndPrivacy: 7 }))).toEqual(
      NO_SITE_LINKS,
    );
  });
});
