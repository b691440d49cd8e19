import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BookingId } from '#domain/booking/booking-id';
import { aesGcmCodeSealer, DEV_LINK_KEY } from './aes-gcm-code-sealer';

// Confirmation codes sealed at rest (issue 18; docs/adr/0065): they open again only under the same
// key, for the same booking, unaltered.

const sealer = aesGcmCodeSealer('a-link-key-of-this-installation-32+chars');
const booking = (id: number) => id as BookingId;
const codes = fc.string({ minLength: 1, maxLength: 128 });
const ids = fc.integer({ min: 1, max: 2 ** 31 - 1 }).map(booking);

describe('a confirmation code sealed with AES-256-GCM', () => {
  it('opens to the code it sealed, for the booking it was sealed for', () => {
    fc.assert(
      fc.property(codes, ids, (code, id) => {
        expect(sealer.open(sealer.seal(code, id), id)).toBe(code);
      }),
    );
  });

  it('does not show the code in what it keeps, and seals the same code differently each time', () => {
    const code = 'hbR3k0d3-QyZ0aW5nLWNvZGUtMTIzNDU2';
    const [first, second] = [sealer.seal(code, booking(7)), sealer.seal(code, booking(7))];
    expect(Buffer.from(first).toString('latin1')).not.toContain(code);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(false);
  });

  it('opens nothing under another key', () => {
    const other = aesGcmCodeSealer(DEV_LINK_KEY);
    fc.assert(
      fc.property(codes, ids, (code, id) => {
        expect(other.open(sealer.seal(code, id), id)).toBeNull();
      }),
    );
  });

  it('opens nothing for another booking', () => {
    fc.assert(
      fc.property(
        codes,
        ids,
        ids.filter((id) => id > 1),
        (code, id, shift) => {
          const other = booking(id === shift ? shift - 1 : shift);
          expect(sealer.open(sealer.seal(code, id), other)).toBeNull();
        },
      ),
    );
  });

  it('opens nothing once any byte of it is altered', () => {
    fc.assert(
      fc.property(codes, ids, fc.nat(), fc.integer({ min: 1, max: 255 }), (code, id, at, flip) => {
        const sealed = sealer.seal(code, id);
        const index = at % sealed.length;
        const altered = Uint8Array.from(sealed);
        altered[index] = (altered[index] ?? 0) ^ flip;
        expect(sealer.open(altered, id)).toBeNull();
      }),
    );
  });

  it('opens nothing cut short, empty or of an unknown version', () => {
    const sealed = sealer.seal('a-code', booking(3));
    expect(sealer.open(sealed.subarray(0, sealed.length - 1), booking(3))).toBeNull();
    expect(sealer.open(new Uint8Array(), booking(3))).toBeNull();
    const future = Uint8Array.from(sealed);
    future[0] = 2;
    expect(sealer.open(future, booking(3))).toBeNull();
  });
});
