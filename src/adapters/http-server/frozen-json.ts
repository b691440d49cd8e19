// JSON bodies that cannot change, written once (docs/adr/0071). A route that hands out the same
// body again and again (the hours of an unchanged agenda) freezes it deeply; its text is then kept
// beside it, by its identity, for as long as the body itself is kept. Bodies that are not frozen,
// nearly every one, are written afresh each time, as before.

const texts = new WeakMap<object, string>();

/** `body` as JSON text: kept for a frozen body (see `deepFrozen` in #domain/shared/deep-frozen), written afresh for any other. */
export function jsonText(body: unknown): string {
  if (typeof body !== 'object' || body === null || !Object.isFrozen(body)) return JSON.stringify(body);
  const kept = texts.get(body);
  if (kept !== undefined) return kept;
  const text = JSON.stringify(body);
  texts.set(body, text);
  return text;
}
