// A service's full-screen image gallery (storefront §2 Overlays "full-screen image gallery with
// counter", §4 "Gallery: index stays within bounds; a swipe over 75 px moves to next/previous", §9).
// The index never leaves the images: previous at the first and next at the last do nothing (no wrap).

/** A swipe moves to another image only when it travels further than this (storefront §9). */
export const SWIPE_THRESHOLD_PX = 75;

/** The side of a thumbnail in the gallery's strip (storefront §9). */
export const GALLERY_THUMBNAIL_PX = 52;

/** Where the gallery stands: which of `count` images it shows. */
export interface GalleryPosition {
  readonly index: number;
  readonly count: number;
}

/** `index` brought within the images (0 when there are none), rounded down to a whole image. */
export function galleryAt(index: number, count: number): GalleryPosition {
  const images = Math.max(0, Math.floor(count));
  const last = Math.max(0, images - 1);
  const whole = Number.isFinite(index) ? Math.floor(index) : 0;
  return { index: Math.min(last, Math.max(0, whole)), count: images };
}

export function hasPrevious(position: GalleryPosition): boolean {
  return position.index > 0;
}

export function hasNext(position: GalleryPosition): boolean {
  return position.index < position.count - 1;
}

/** One image on (+1) or back (-1); at either end it stays where it is. */
export function moved(position: GalleryPosition, step: -1 | 1): GalleryPosition {
  return galleryAt(position.index + step, position.count);
}

/**
 * Which way a swipe moves the gallery: a swipe to the left (the finger travels towards smaller x)
 * over the threshold shows the next image, one to the right the previous; a shorter swipe, or one
 * that travels more up or down than sideways (scrolling, not swiping), moves nothing.
 */
export function swipeStep(deltaX: number, deltaY = 0): -1 | 0 | 1 {
  if (!Number.isFinite(deltaX) || !Number.isFinite(deltaY)) return 0;
  if (Math.abs(deltaX) <= SWIPE_THRESHOLD_PX || Math.abs(deltaY) > Math.abs(deltaX)) return 0;
  return deltaX < 0 ? 1 : -1;
}

/** Where a swipe of (`deltaX`, `deltaY`) pixels leaves the gallery. */
export function swiped(position: GalleryPosition, deltaX: number, deltaY = 0): GalleryPosition {
  const step = swipeStep(deltaX, deltaY);
  return step === 0 ? position : moved(position, step);
}
