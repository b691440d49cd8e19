// The shape of a professional's day at a glance (issue 35; docs/adr/0125): what is taken (bookings,
// classes) and the free gaps left of their working time, in one order. Times are numbers on one
// line (instants in milliseconds, or minutes): the caller places working hours and bookings on it.

/** From `start` (included) to `end` (excluded), `start` before `end`. */
export interface Span {
  readonly start: number;
  readonly end: number;
}

/** One piece of the day: something taken, or free working time. */
export type DayPiece<Taken extends Span> =
  | { readonly _tag: 'Taken'; readonly taken: Taken }
  | { readonly _tag: 'Free'; readonly start: number; readonly end: number };

/** Spans sorted and joined where they overlap or touch. */
function joined(spans: readonly Span[]): readonly Span[] {
  const sorted = [...spans].filter((span) => span.start < span.end).sort((a, b) => a.start - b.start);
  const out: Span[] = [];
  for (const span of sorted) {
    const last = out.at(-1);
    if (last !== undefined && span.start <= last.end)
      out[out.length - 1] = { start: last.start, end: Math.max(last.end, span.end) };
    else out.push({ start: span.start, end: span.end });
  }
  return out;
}

/** The working time nothing takes: `working` less every span of `taken`, in order, none touching. */
export function freeGaps(working: readonly Span[], taken: readonly Span[]): readonly Span[] {
  const busy = joined(taken);
  const gaps: Span[] = [];
  for (const shift of joined(working)) {
    let from = shift.start;
    for (const span of busy) {
      if (span.end <= from || span.start >= shift.end) continue;
      if (span.start > from) gaps.push({ start: from, end: span.start });
      from = Math.max(from, span.end);
    }
    if (from < shift.end) gaps.push({ start: from, end: shift.end });
  }
  return gaps;
}

/**
 * The day's pieces in start order: each taken span (even one outside working time, which a
 * booking made before the hours changed can be) and each free gap of the working time. A free gap
 * overlaps nothing taken; the free gaps and the taken time within working hours tile them.
 */
export function dayShape<Taken extends Span>(
  working: readonly Span[],
  taken: readonly Taken[],
): readonly DayPiece<Taken>[] {
  const pieces: DayPiece<Taken>[] = [
    ...taken.map((item) => ({ _tag: 'Taken', taken: item }) as const),
    ...freeGaps(working, taken).map((gap) => ({ _tag: 'Free', start: gap.start, end: gap.end }) as const),
  ];
  const startOf = (piece: DayPiece<Taken>) => (piece._tag === 'Taken' ? piece.taken.start : piece.start);
  return pieces.sort((a, b) => startOf(a) - startOf(b));
}
