import type { CompanyStaffKeys } from '#application/ports/server/company-staff-keys';
import type { StaffKey, StaffKeyVerifier } from '#application/ports/server/staff-key-verifier';
import { secretDigest } from '../crypto-tokens';

// A request presenting a staff key had it looked up three times — by the abuse limits (which do
// not count the business's own requests), by every call's check of a sent key, and by the use case
// acting for the key's company — each a statement (issue 19; docs/adr/0079). A valid key is
// remembered for a moment, so a process under load asks the database about a key about once per
// `rememberMs`, not three times per request. Only valid keys are remembered: a key just issued
// works at once, and a key that does not verify is asked about every time. A key revoked through
// this process (`forgettingRevoked`) is refused by its very next request here; another process that
// remembered it still takes it for at most `rememberMs` (docs/adr/0081).

/** How long a verified key is taken as valid without asking again: 1 s. */
export const REMEMBER_STAFF_KEY_MS = 1000;

/** At most this many keys are remembered; past it the oldest is dropped. */
const MAX_REMEMBERED = 64;

/** Staff keys remembered for a moment, which can be told to forget every key at once. */
export interface RememberedStaffKeys extends StaffKeyVerifier {
  forgetAll(): void;
}

export function rememberedStaffKeys(
  keys: StaffKeyVerifier,
  options: { readonly rememberMs?: number; readonly now?: () => number } = {},
): RememberedStaffKeys {
  const rememberMs = options.rememberMs ?? REMEMBER_STAFF_KEY_MS;
  const now = options.now ?? (() => performance.now());
  // By the key's digest: the process does not keep presented secrets in memory beyond the request.
  const remembered = new Map<string, { readonly key: StaffKey; readonly at: number }>();
  return {
    forgetAll: () => {
      remembered.clear();
    },
    async verify(presented) {
      const digest = secretDigest(presented).toString('base64');
      const kept = remembered.get(digest);
      if (kept !== undefined && now() - kept.at < rememberMs) return kept.key;
      remembered.delete(digest);
      const asked = now();
      const key = await keys.verify(presented);
      if (key === undefined) return undefined;
      remembered.set(digest, { key, at: asked });
      for (const oldest of remembered.keys()) {
        if (remembered.size <= MAX_REMEMBERED) break;
        remembered.delete(oldest);
      }
      return key;
    },
  };
}

/** A company's keys whose revocations make `remembered` forget what it verified before. */
export function forgettingRevoked(keys: CompanyStaffKeys, remembered: RememberedStaffKeys): CompanyStaffKeys {
  return {
    issue: (key) => keys.issue(key),
    keysOf: (companyId) => keys.keysOf(companyId),
    async revoke(companyId, keyId, at) {
      const revoked = await keys.revoke(companyId, keyId, at);
      remembered.forgetAll();
      return revoked;
    },
  };
}
