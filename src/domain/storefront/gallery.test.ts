import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SWIPE_THRESHOLD_PX,
  galleryAt,
  hasNext,
  hasPrevious,
  moved,
  swipeStep,
  swiped,
  type GalleryPosition,
} from './gallery';

const position: fc.Arbitrary<GalleryPosition> = fc
  .integer({ min: 1, max: 30 })
  .chain((count) => fc.integer({ min: 0, max: count - 1 }).map((index) => ({ index, count })));
const step = fc.constantFrom(-1 as const, 1 as const);
const withinBounds = (at: GalleryPosition) => at.index >= 0 && at.index < at.count && Number.isInteger(at.index);

describe('the image gallery (storefront §4 Gallery, §9 swipe threshold 75 px)', () => {
  it('keeps any index it is given within the images', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double()), fc.integer({ min: 1, max: 30 }), (index, count) => {
        expect(withinBounds(galleryAt(index, count))).toBe(true);
      }),
    );
  });

  it('stays within the images whatever sequence of moves and swipes it is given', () => {
    const action = fc.oneof(
      step.map((each) => ({ step: each })),
      fc.record({ deltaX: fc.double({ min: -1000, max: 1000 }), deltaY: fc.double({ min: -1000, max: 1000 }) }),
    );
    fc.assert(
      fc.property(position, fc.array(action), (start, actions) => {
        const end = actions.reduce(
          (at, each) => ('step' in each ? moved(at, each.step) : swiped(at, each.deltaX, each.deltaY)),
          start,
        );
        expect(withinBounds(end)).toBe(true);
        expect(end.count).toBe(start.count);
      }),
    );
  });

  it('moves one image on or back, and not past the first or the last (no wrap)', () => {
    fc.assert(
      fc.property(position, step, (at, each) => {
        const after = moved(at, each);
        const canMove = each === 1 ? hasNext(at) : hasPrevious(at);
        expect(after.index).toBe(canMove ? at.index + each : at.index);
      }),
    );
    expect(moved({ index: 0, count: 5 }, -1)).toEqual({ index: 0, count: 5 });
    expect(moved({ index: 4, count: 5 }, 1)).toEqual({ index: 4, count: 5 });
  });

  it('offers previous everywhere but the first image and next everywhere but the last', () => {
    fc.assert(
      fc.property(position, (at) => {
        expect(hasPrevious(at)).toBe(at.index !== 0);
        expect(hasNext(at)).toBe(at.index !== at.count - 1);
      }),
    );
  });

  it('moves to the next image on a swipe left over 75 px and to the previous on one right', () => {
    fc.assert(
      fc.property(
        fc.double({ min: SWIPE_THRESHOLD_PX, max: 5000, minExcluded: true, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (distance, slant) => {
          const deltaY = distance * slant * (slant > 0.5 ? -1 : 1);
          expect(swipeStep(-distance, deltaY)).toBe(1);
          expect(swipeStep(distance, deltaY)).toBe(-1);
        },
      ),
    );
  });

  it('does nothing on a swipe of 75 px or less, or one more up or down than sideways', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -SWIPE_THRESHOLD_PX, max: SWIPE_THRESHOLD_PX, noNaN: true }),
        fc.double({ noNaN: true }),
        (deltaX, deltaY) => {
          expect(swipeStep(deltaX, deltaY)).toBe(0);
        },
      ),
    );
    fc.assert(
      fc.property(
        fc.double({ min: -5000, max: 5000, noNaN: true }),
        fc.double({ min: 1, max: 10, noNaN: true }),
        (deltaX, factor) => {
          expect(swipeStep(deltaX, Math.abs(deltaX) * factor + 1)).toBe(0);
        },
      ),
    );
    expect(swipeStep(-75)).toBe(0);
    expect(swipeStep(-76)).toBe(1);
  });
});
