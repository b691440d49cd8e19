import { render } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LAYOUT_WIDTHS, overflowingUpTo, useOverflow, type LayoutWidth } from './use-overflow';

// The server's guess of up to which window width a clamped text overflows (docs/adr/0129): a
// column holding 10 characters a line under 480 px, 20 under 768, 30 under 992, 40 under 1200, 50 wider.

const perLine = (width: LayoutWidth | 'wider') => ({ 480: 10, 768: 20, 992: 30, 1200: 40, wider: 50 })[width];

describe('overflowingUpTo', () => {
  it('names the narrowest width above which the column holds the text', () => {
    expect(overflowingUpTo('a'.repeat(30), 3, perLine)).toBeNull();
    expect(overflowingUpTo('a'.repeat(31), 3, perLine)).toBe(480);
    expect(overflowingUpTo('a'.repeat(60), 3, perLine)).toBe(480);
    expect(overflowingUpTo('a'.repeat(61), 3, perLine)).toBe(768);
    expect(overflowingUpTo('a'.repeat(91), 3, perLine)).toBe(992);
    expect(overflowingUpTo('a'.repeat(121), 3, perLine)).toBe(1200);
    expect(overflowingUpTo('a'.repeat(151), 3, perLine)).toBe('every');
  });

  it('says every width for more lines than the clamp holds, however short', () => {
    expect(overflowingUpTo('a\nb\nc\nd', 3, perLine)).toBe('every');
    expect(overflowingUpTo('a\nb\nc', 3, perLine)).toBeNull();
  });

  it('never guesses a wider overflow for a shorter text', () => {
    const rank = (guess: ReturnType<typeof overflowingUpTo>) =>
      guess === null ? -1 : guess === 'every' ? LAYOUT_WIDTHS.length : LAYOUT_WIDTHS.indexOf(guess);
    fc.assert(
      fc.property(fc.nat(200), fc.nat(200), (a, b) => {
        const [short, long] = a <= b ? [a, b] : [b, a];
        expect(rank(overflowingUpTo('x'.repeat(short), 3, perLine))).toBeLessThanOrEqual(
          rank(overflowingUpTo('x'.repeat(long), 3, perLine)),
        );
      }),
    );
  });
});

describe('useOverflow', () => {
  /** Renders a clamped text whose box is `tall` px inside and 40 px shown; counts its renders. */
  function counted(guess: boolean, readsMeasured: boolean, tall: number) {
    const renders: (readonly [boolean, boolean])[] = [];
    function Text() {
      const [ref, overflows, measured] = useOverflow(true, 'text', guess, readsMeasured);
      renders.push([overflows, measured]);
      return (
        <p
          ref={(element) => {
            if (element !== null) {
              Object.defineProperty(element, 'scrollHeight', { value: tall, configurable: true });
              Object.defineProperty(element, 'clientHeight', { value: 40, configurable: true });
            }
            return ref(element);
          }}
        />
      );
    }
    render(<Text />);
    return renders;
  }

  it('corrects a wrong guess with its measure, and says it measured to a caller who reads that', () => {
    expect(counted(false, true, 80).at(-1)).toEqual([true, true]);
    expect(counted(true, true, 40).at(-1)).toEqual([false, true]);
    expect(counted(false, false, 80).at(-1)).toEqual([true, false]);
  });

  it('renders a caller who does not read `measured` once only when the measure confirms the guess', () => {
    const reading = counted(false, true, 40);
    const notReading = counted(false, false, 40);
    expect(notReading.at(-1)).toEqual([false, false]);
    expect(notReading.length).toBeLessThan(reading.length);
    // Its element is measured as React attaches it, not kept as state: no render of its own (docs/adr/0153).
    expect(notReading).toHaveLength(1);
    expect(counted(true, false, 80)).toHaveLength(1);
  });

  it('measures again once the clamp is put back', () => {
    const renders: boolean[] = [];
    let tall = 80;
    function Text({ clamped }: { readonly clamped: boolean }) {
      const [ref, overflows] = useOverflow(clamped, 'text', false, false);
      renders.push(overflows);
      return (
        <p
          ref={(element) => {
            if (element !== null) {
              Object.defineProperty(element, 'scrollHeight', { get: () => tall, configurable: true });
              Object.defineProperty(element, 'clientHeight', { value: 40, configurable: true });
            }
            return ref(element);
          }}
        />
      );
    }
    const { rerender } = render(<Text clamped />);
    expect(renders.at(-1)).toBe(true);
    tall = 40;
    rerender(<Text clamped={false} />);
    expect(renders.at(-1)).toBe(true);
    rerender(<Text clamped />);
    expect(renders.at(-1)).toBe(false);
  });
});
