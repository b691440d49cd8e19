import { parseGiftCardCode } from '#domain/gift-card/gift-card-code';
import type { GiftCardCodeSealer } from '../ports/server/gift-card-code-sealer';

// Test support: a gift card code sealer that only pretends — the key's name, the card and the
// code side by side — but keeps the port's promises: a sealed code opens only under the same key,
// for the same card. The real one (adapters/security/aes-gcm-code-sealer.ts) is tested on its own.

export function labelledGiftCardCodeSealer(key: string): GiftCardCodeSealer {
  const label = (id: number, purpose: string) => `${key}|${purpose}:${String(id)}|`;
  const opened = (sealed: Uint8Array, prefix: string) => {
    const text = new TextDecoder().decode(sealed);
    if (!text.startsWith(prefix)) return null;
    const code = parseGiftCardCode(text.slice(prefix.length));
    return code.isOk() ? code.value : null;
  };
  return {
    seal: (code, id) => new TextEncoder().encode(`${label(id, 'gift-card')}${code}`),
    open: (sealed, id) => opened(sealed, label(id, 'gift-card')),
    sealPageToken: (code, id) => new TextEncoder().encode(`${label(id, 'gift-card-page')}${code}`),
    openPageToken: (sealed, id) => opened(sealed, label(id, 'gift-card-page')),
  };
}
