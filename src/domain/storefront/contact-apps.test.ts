import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appLinks, isAppStoreAddress, isWhatsAppNumber, whatsAppDigits, whatsAppLink } from './contact-apps';
import {
  arbitraryAppStoreAddress,
  arbitraryGooglePlayAddress,
  arbitraryWhatsAppNumber,
} from './contact-apps.arbitraries';

describe('a location’s WhatsApp number (storefront §1 WhatsApp contact link; issue 36)', () => {
  it('takes a number with its country code, written with spaces or hyphens, and links wa.me to its digits', () => {
    fc.assert(
      fc.property(arbitraryWhatsAppNumber, (number) => {
        expect(isWhatsAppNumber(number)).toBe(true);
        const digits = whatsAppDigits(number);
        expect(digits).toMatch(/^\d{8,15}$/);
        expect(whatsAppLink(number)).toBe(`https://wa.me/${digits}`);
      }),
    );
  });

  it('refuses fewer than 8 digits or more than 15, which no WhatsApp number has', () => {
    fc.assert(
      fc.property(fc.oneof(fc.stringMatching(/^\+?\d{1,7}$/u), fc.stringMatching(/^\+?\d{16,20}$/u)), (number) => {
        expect(isWhatsAppNumber(number)).toBe(false);
        expect(whatsAppLink(number)).toBeNull();
      }),
    );
  });

  it('refuses letters, a plus sign inside the number and leading or trailing punctuation', () => {
    for (const number of ['+56 9 CALL ME', '56+987654321', '-56987654321', '+56 9 8765 4321 ', 'wa.me/56987654321'])
      expect(isWhatsAppNumber(number), number).toBe(false);
  });

  it('links no chat without a number', () => {
    expect(whatsAppLink(null)).toBeNull();
  });
});

describe('a company’s apps (storefront: app-download banner; issue 36)', () => {
  it('takes https pages on apps.apple.com for the App Store and on play.google.com for Google Play', () => {
    fc.assert(
      fc.property(arbitraryAppStoreAddress, arbitraryGooglePlayAddress, (appStore, googlePlay) => {
        expect(isAppStoreAddress('app_store', appStore)).toBe(true);
        expect(isAppStoreAddress('google_play', googlePlay)).toBe(true);
        expect(isAppStoreAddress('app_store', googlePlay)).toBe(false);
        expect(isAppStoreAddress('google_play', appStore)).toBe(false);
      }),
    );
  });

  it('refuses plain http, another host that starts like the store’s, and the store’s bare host', () => {
    fc.assert(
      fc.property(arbitraryAppStoreAddress, (address) => {
        const path = address.slice('https://apps.apple.com'.length);
        for (const spoiled of [
          `http://apps.apple.com${path}`,
          `https://apps.apple.com.example${path}`,
          `https://apps.apple.com@example.com${path}`,
          `https://example.com/apps.apple.com${path}`,
          'https://apps.apple.com/',
        ])
          expect(isAppStoreAddress('app_store', spoiled), spoiled).toBe(false);
      }),
    );
  });

  it('lists the visitor’s own store first: Google Play on Android, the App Store anywhere else', () => {
    fc.assert(
      fc.property(
        arbitraryAppStoreAddress,
        arbitraryGooglePlayAddress,
        fc.constantFrom(
          { agent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126.0 Mobile', first: 'google_play' },
          { agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Safari/604.1', first: 'app_store' },
          { agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0', first: 'app_store' },
        ),
        (appStore, googlePlay, { agent, first }) => {
          const links = appLinks({ appStore, googlePlay }, agent);
          expect(links.map((link) => link.store)).toEqual(
            first === 'google_play' ? ['google_play', 'app_store'] : ['app_store', 'google_play'],
          );
          expect(links.map((link) => link.href).sort()).toEqual([appStore, googlePlay].sort());
        },
      ),
    );
  });

  it('lists only the stores the company gives, and none without an app', () => {
    fc.assert(
      fc.property(
        fc.option(arbitraryAppStoreAddress),
        fc.option(arbitraryGooglePlayAddress),
        (appStore, googlePlay) => {
          const links = appLinks({ appStore, googlePlay }, 'Android');
          expect(links.map((link) => link.href)).toEqual([googlePlay, appStore].filter((href) => href !== null));
        },
      ),
    );
  });
});
