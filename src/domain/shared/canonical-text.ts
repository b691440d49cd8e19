// The same content written the same way, whatever order its keys came in: what the CLI derives an
// Idempotency-Key from (docs/adr/0023), so a line re-read from a re-saved spreadsheet keeps its key,
// and what the server fingerprints a request body by (docs/adr/0017), so the same body in another
// key order is the same request.

/** JSON with every object's keys sorted, no spaces. */
export function canonicalText(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalText).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalText(item)}`).join(',')}}`;
  }
  // JSON has no undefined (nor functions): like JSON.stringify inside a list, they are written null.
  if (value === undefined || typeof value === 'function') return 'null';
  return JSON.stringify(value);
}
