import { signal, type ReadonlySignal } from '@preact/signals-react';
import type { ScreenSize } from '#domain/reservation/reservation';
import { BREAKPOINTS } from '../shared/breakpoints';

// The wizard's rules depend on one breakpoint only: from XLarge (1200 px) on it is laid out for wide
// screens (the services panel beside the step, 14 days in the strip), below it for mobile (ADR 0007).

/** The screen size the wizard's rules see, following the window as it is resized. */
export function screenSizeOf(window: Window): ReadonlySignal<ScreenSize> {
  const query = window.matchMedia(`(min-width: ${String(BREAKPOINTS.xLarge)}px)`);
  const size = signal<ScreenSize>(query.matches ? 'desktop' : 'mobile');
  query.addEventListener('change', (event) => {
    size.value = event.matches ? 'desktop' : 'mobile';
  });
  return size;
}
