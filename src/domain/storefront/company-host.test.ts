import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { branchListHost, webAddressOfHost } from './company-host';

// docs/adr/0033: the branch list's company is the one the page's host names.

const letterOrDigit = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'.split(''));
/** A web address as one host label: letters, digits and inner hyphens, at most 63 characters. */
const anyWebAddress = fc
  .tuple(letterOrDigit, fc.string({ unit: fc.oneof(letterOrDigit, fc.constant('-')), maxLength: 20 }), letterOrDigit)
  .map(([first, middle, last]) => (middle === '' && first === last ? first : `${first}${middle}${last}`))
  .filter((label) => label !== 'www');
const anyLabel = fc.string({ unit: letterOrDigit, minLength: 1, maxLength: 10 });
/** The site's own domain under which companies get their name: two labels or more, `localhost` aside. */
const anySiteDomain = fc
  .tuple(
    fc.array(anyLabel, { minLength: 1, maxLength: 2 }),
    fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'.split('')), minLength: 2, maxLength: 6 }),
  )
  .map(([labels, topLevel]) => [...labels, topLevel].join('.'));
const anyPort = fc.oneof(
  fc.constant(''),
  fc.integer({ min: 1, max: 65535 }).map((port) => `:${String(port)}`),
);
const anyOctet = fc.integer({ min: 0, max: 255 }).map(String);

describe('the company a host names (docs/adr/0033)', () => {
  it('is the first label of a host under the site’s domain, or under localhost, whatever the case, port or trailing dot', () => {
    expect(webAddressOfHost('salon-aurora.reserva.example')).toBe('salon-aurora');
    expect(webAddressOfHost('salon-aurora.localhost:3000')).toBe('salon-aurora');
    expect(webAddressOfHost('Salon-Aurora.Reserva.Example.:443')).toBe('salon-aurora');
    fc.assert(
      fc.property(
        anyWebAddress,
        anySiteDomain,
        anyPort,
        fc.boolean(),
        fc.boolean(),
        (webAddress, domain, port, upper, dot) => {
          const name = `${webAddress}.${domain}${dot ? '.' : ''}`;
          expect(webAddressOfHost(`${upper ? name.toUpperCase() : name}${port}`)).toBe(webAddress);
          expect(webAddressOfHost(`${upper ? `${webAddress}.LOCALHOST` : `${webAddress}.localhost`}${port}`)).toBe(
            webAddress,
          );
        },
      ),
    );
  });

  it('is none for plain localhost, a single label or the site’s bare domain', () => {
    for (const host of [
      'localhost',
      'localhost:3000',
      'LOCALHOST',
      'reserva.example',
      'reserva.example:8080',
      'intranet',
      '',
      ' ',
    ])
      expect(webAddressOfHost(host), host).toBeNull();
    fc.assert(
      fc.property(anyLabel, anyLabel, anyPort, (first, second, port) => {
        fc.pre(second !== 'localhost');
        expect(webAddressOfHost(`${first}${port}`)).toBeNull();
        expect(webAddressOfHost(`${first}.${second}${port}`)).toBeNull();
      }),
    );
  });

  it('is none for an IP address, v4 or v6', () => {
    expect(webAddressOfHost('127.0.0.1:3000')).toBeNull();
    expect(webAddressOfHost('[::1]:3000')).toBeNull();
    expect(webAddressOfHost('::1')).toBeNull();
    fc.assert(
      fc.property(fc.tuple(anyOctet, anyOctet, anyOctet, anyOctet), anyPort, (octets, port) => {
        expect(webAddressOfHost(`${octets.join('.')}${port}`)).toBeNull();
      }),
    );
    fc.assert(
      fc.property(fc.ipV6(), anyPort, (address, port) => {
        expect(webAddressOfHost(`[${address}]${port}`)).toBeNull();
        expect(webAddressOfHost(address)).toBeNull();
      }),
    );
  });

  it('is none for www, a label no web address can be, or an empty label', () => {
    for (const host of [
      'www.reserva.example',
      'www.localhost',
      '-salon.reserva.example',
      'salon-.reserva.example',
      'salón.reserva.example',
      'salon_aurora.reserva.example',
      '.reserva.example',
      'salon..example',
    ])
      expect(webAddressOfHost(host), host).toBeNull();
    expect(webAddressOfHost(`${'a'.repeat(64)}.reserva.example`)).toBeNull();
  });
});

describe('where a page finds a company’s branch list (storefront §2 provider header, docs/adr/0033)', () => {
  it('is this host when the host names the company', () => {
    fc.assert(
      fc.property(anyWebAddress, anySiteDomain, anyPort, (webAddress, domain, port) => {
        expect(branchListHost(`${webAddress}.${domain}${port}`, webAddress)).toEqual({ _tag: 'ThisHost' });
        expect(branchListHost(`${webAddress}.localhost${port}`, webAddress)).toEqual({ _tag: 'ThisHost' });
      }),
    );
  });

  it('is the company’s name under localhost, on the same port, from plain localhost — a host that names the company', () => {
    expect(branchListHost('localhost:3000', 'salon-aurora')).toEqual({
      _tag: 'LocalHost',
      host: 'salon-aurora.localhost:3000',
    });
    fc.assert(
      fc.property(anyWebAddress, anyPort, (webAddress, port) => {
        const found = branchListHost(`localhost${port}`, webAddress);
        expect(found).toEqual({ _tag: 'LocalHost', host: `${webAddress}.localhost${port}` });
        if (found._tag === 'LocalHost') {
          expect(webAddressOfHost(found.host)).toBe(webAddress);
          expect(branchListHost(found.host, webAddress)).toEqual({ _tag: 'ThisHost' });
        }
      }),
    );
  });

  it('is unknown from another company’s host, an IP address or the site’s bare domain', () => {
    expect(branchListHost('127.0.0.1:3000', 'salon-aurora')).toEqual({ _tag: 'Unknown' });
    expect(branchListHost('reserva.example', 'salon-aurora')).toEqual({ _tag: 'Unknown' });
    fc.assert(
      fc.property(anyWebAddress, anyWebAddress, anySiteDomain, anyPort, (here, company, domain, port) => {
        fc.pre(here !== company);
        expect(branchListHost(`${here}.${domain}${port}`, company)).toEqual({ _tag: 'Unknown' });
        expect(branchListHost(`${here}.localhost${port}`, company)).toEqual({ _tag: 'Unknown' });
      }),
    );
  });
});
