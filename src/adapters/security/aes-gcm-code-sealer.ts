import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { AccountLinkSealer } from '#application/ports/server/account-link-sealer';
import type { CodeSealer } from '#application/ports/server/code-sealer';
import type { GiftCardCodeSealer } from '#application/ports/server/gift-card-code-sealer';
import type { BookingId } from '#domain/booking/booking-id';
import { parseGiftCardCode } from '#domain/gift-card/gift-card-code';

// Confirmation codes sealed with AES-256-GCM (issue 18; docs/adr/0065). The key is derived with
// HKDF-SHA-256 from RESERVA_LINK_KEY, so the configured text may be any long enough secret and the
// same secret could key other purposes later without sharing a key. A sealed code is written
// `version (1 byte) ‖ nonce (12) ‖ ciphertext ‖ tag (16)`; the version names the format and key
// derivation, so another can be introduced without misreading the codes already sealed. The
// booking's id is the additional authenticated data: a sealed code copied onto another booking's
// row opens for nobody.
//
// Gift card codes (issue 31; docs/adr/0108, docs/adr/0112) are sealed the same way under a key of
// their own, derived from the same secret with another HKDF info, and bound to `gift-card:<id>`:
// neither kind of seal opens as the other.

/**
 * The development key, used when RESERVA_LINK_KEY is not set. It is public — it is written here —
 * so NODE_ENV=production refuses to run without a key of its own (server-config.ts).
 */
export const DEV_LINK_KEY = 'reserva-public-development-link-key-never-use-in-production';

const VERSION = 1;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;
const ALGORITHM = 'aes-256-gcm';
// HKDF's salt and info: fixed, naming the application and the purpose the derived key serves.
const SALT = Buffer.from('reserva', 'utf8');
const INFO = Buffer.from('reserva/booking-confirmation-code/aes-256-gcm/v1', 'utf8');
const GIFT_CARD_INFO = Buffer.from('reserva/gift-card-code/aes-256-gcm/v1', 'utf8');
const ACCOUNT_LINK_INFO = Buffer.from('reserva/account-link/aes-256-gcm/v1', 'utf8');

/** The key `linkKey` derives for sealing one kind of code, named by `info`. */
function derivedKey(linkKey: string, info: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(linkKey, 'utf8'), SALT, info, KEY_BYTES));
}

/** Text sealed under `key`, bound to `associated`. */
function sealText(key: Buffer, text: string, associated: string): Uint8Array {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, nonce, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(associated, 'utf8'));
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return new Uint8Array(Buffer.concat([Buffer.of(VERSION), nonce, body, cipher.getAuthTag()]));
}

/** The text `sealed` holds under `key` for `associated`, or null. */
function openText(key: Buffer, sealed: Uint8Array, associated: string): string | null {
  if (sealed.length < 1 + NONCE_BYTES + TAG_BYTES || sealed[0] !== VERSION) return null;
  const bytes = Buffer.from(sealed);
  const nonce = bytes.subarray(1, 1 + NONCE_BYTES);
  const body = bytes.subarray(1 + NONCE_BYTES, bytes.length - TAG_BYTES);
  const tag = bytes.subarray(bytes.length - TAG_BYTES);
  try {
    const decipher = createDecipheriv(ALGORITHM, key, nonce, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(associated, 'utf8'));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    // The tag does not match: another key, another booking or card, or altered bytes.
    return null;
  }
}

/** A code sealer over node:crypto's AES-256-GCM, keyed by `linkKey` (RESERVA_LINK_KEY). */
export function aesGcmCodeSealer(linkKey: string): CodeSealer {
  const key = derivedKey(linkKey, INFO);
  const associated = (bookingId: BookingId) => `booking:${String(bookingId)}`;
  return {
    seal: (code, bookingId) => sealText(key, code, associated(bookingId)),
    open: (sealed, bookingId) => openText(key, sealed, associated(bookingId)),
  };
}

/** A gift card code sealer over AES-256-GCM, keyed by `linkKey` (RESERVA_LINK_KEY) under a key of its own. */
export function aesGcmGiftCardCodeSealer(linkKey: string): GiftCardCodeSealer {
  const key = derivedKey(linkKey, GIFT_CARD_INFO);
  const opened = (sealed: Uint8Array, associated: string) => {
    const text = openText(key, sealed, associated);
    if (text === null) return null;
    const code = parseGiftCardCode(text);
    return code.isOk() ? code.value : null;
  };
  return {
    seal: (code, id) => sealText(key, code, `gift-card:${String(id)}`),
    open: (sealed, id) => opened(sealed, `gift-card:${String(id)}`),
    sealPageToken: (code, id) => sealText(key, code, `gift-card-page:${String(id)}`),
    openPageToken: (sealed, id) => opened(sealed, `gift-card-page:${String(id)}`),
  };
}

/** An account link's secret sealer (docs/adr/0121), under a key of its own, bound to `account-link:<user id>`. */
export function aesGcmAccountLinkSealer(linkKey: string): AccountLinkSealer {
  const key = derivedKey(linkKey, ACCOUNT_LINK_INFO);
  return {
    seal: (secret, userId) => sealText(key, secret, `account-link:${String(userId)}`),
    open: (sealed, userId) => openText(key, sealed, `account-link:${String(userId)}`),
  };
}
