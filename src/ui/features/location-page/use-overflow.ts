import { useCallback, useState } from 'react';

/**
 * Whether a clamped text runs past its clamp: taller inside (`scrollHeight`) than the box it is
 * shown in (`clientHeight`). Give the returned ref to the text's element. Measured as React attaches
 * the element, before the browser paints, so a "read more" is there in the first frame and nothing
 * below moves, and again whenever the box's size changes (a narrower window wraps a one-line text
 * into more lines; a wider one unwraps it). While `clamped` is false the text shows whole and the
 * last measure is kept: the client reads less to clamp it again, which measures anew. A page
 * rendered on the server (docs/adr/0129) cannot measure: it starts from `guess` — whether the clamp
 * surely cannot hold the text — which the first measure corrects before the browser paints, only
 * where it was wrong.
 *
 * The element is not kept as state: a state set as React attaches a ref is an update of the commit,
 * which React renders in the same task, after running every effect still pending — as the page was
 * hydrated, every card's and the page's (docs/adr/0153).
 */
export function useOverflow(
  clamped: boolean,
  text: string,
  guess = false,
  /**
   * Whether the caller reads `measured`. One that does not is rendered again only when a measure
   * differs from the guess: a service card's measure, in the hydration's commit, then costs no
   * render of its own (docs/adr/0149's profile). `measured` stays false for it.
   */
  readsMeasured = true,
): readonly [ref: (element: HTMLElement | null) => (() => void) | undefined, overflows: boolean, measured: boolean] {
  const [overflows, setOverflows] = useState(guess);
  const [measured, setMeasured] = useState(false);
  const ref = useCallback(
    (box: HTMLElement | null) => {
      if (box === null || !clamped) return undefined;
      // One pixel of slack: a line's height rounds differently in scrollHeight and clientHeight.
      const measure = () => {
        setOverflows(box.scrollHeight > box.clientHeight + 1);
        if (readsMeasured) setMeasured(true);
      };
      measure();
      if (typeof ResizeObserver === 'undefined') return undefined;
      const observer = new ResizeObserver(measure);
      observer.observe(box);
      return () => {
        observer.disconnect();
      };
    },
    // A new text, or the clamp put back, is measured anew: React detaches the old ref and attaches this one.
    [clamped, text, readsMeasured],
  );
  return [ref, overflows, measured];
}

/**
 * Whether `lines` lines of a phone's width (some 45 characters each) cannot hold `text`: more lines
 * of it, or more characters. The guess is a phone's, where most pages are opened and where a moved
 * button costs most; a wide screen's first measure may take the button away again.
 */
export function surelyOverflows(text: string, lines: number): boolean {
  return text.split('\n').length > lines || text.length > lines * 45;
}

/** The window widths (px) at which the storefront's layout changes, narrowest first (styles/app.css). */
export const LAYOUT_WIDTHS = [480, 768, 992, 1200] as const;
export type LayoutWidth = (typeof LAYOUT_WIDTHS)[number];

/**
 * Up to which window width `lines` lines of a column cannot hold `text`, guessed from its length
 * and the column's characters per line at each of the layout's widths (`charactersAt`, for a
 * window just under that width): the narrowest layout width above which the column holds it, or
 * 'every' when no width does (more lines than the clamp's, or longer than the widest column holds),
 * or null when even the narrowest does. A page rendered on the server (docs/adr/0129) marks the
 * text and its Read more with this, and its styles show them as overflowing only under that
 * width: the first paint then matches the first measure at every width the guess is right for,
 * and nothing moves when the page is hydrated.
 */
export function overflowingUpTo(
  text: string,
  lines: number,
  charactersAt: (width: LayoutWidth | 'wider') => number,
): LayoutWidth | 'every' | null {
  if (text.split('\n').length > lines) return 'every';
  const holds = (width: LayoutWidth | 'wider') => text.length <= lines * charactersAt(width);
  if (holds(LAYOUT_WIDTHS[0])) return null;
  for (const [index, width] of LAYOUT_WIDTHS.entries()) if (holds(LAYOUT_WIDTHS[index + 1] ?? 'wider')) return width;
  return 'every';
}
