import { useLayoutEffect, useState } from 'react';

/**
 * Whether a clamped text runs past its clamp: taller inside (`scrollHeight`) than the box it is
 * shown in (`clientHeight`). Give the returned ref to the text's element. Measured before the
 * browser paints (a layout effect), so a "read more" is there in the first frame and nothing below
 * moves, and again whenever the box's size changes (a narrower window wraps a one-line text into
 * more lines; a wider one unwraps it). While `clamped` is false the text shows whole and the last
 * measure is kept: the client reads less to clamp it again, which measures anew. A page rendered on
 * the server (docs/adr/0129) cannot measure: it starts from `guess` — whether the clamp surely
 * cannot hold the text — which the first measure corrects before the browser paints, only where it
 * was wrong.
 */
export function useOverflow(
  clamped: boolean,
  text: string,
  guess = false,
): readonly [ref: (element: HTMLElement | null) => void, overflows: boolean] {
  // The element as state rather than a ref object: it may mount after the first render (a page
  // still loading), and its arrival must measure it.
  const [box, setBox] = useState<HTMLElement | null>(null);
  const [overflows, setOverflows] = useState(guess);
  useLayoutEffect(() => {
    if (box === null || !clamped) return undefined;
    // One pixel of slack: a line's height rounds differently in scrollHeight and clientHeight.
    const measure = () => {
      setOverflows(box.scrollHeight > box.clientHeight + 1);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => {
      observer.disconnect();
    };
  }, [box, clamped, text]);
  return [setBox, overflows];
}

/**
 * Whether `lines` lines of a phone's width (some 45 characters each) cannot hold `text`: more lines
 * of it, or more characters. The guess is a phone's, where most pages are opened and where a moved
 * button costs most; a wide screen's first measure may take the button away again.
 */
export function surelyOverflows(text: string, lines: number): boolean {
  return text.split('\n').length > lines || text.length > lines * 45;
}
