import { signal, type ReadonlySignal } from '@preact/signals-react';
import type { ScreenSize } from '#domain/reservation/reservation';

// The layout breakpoints of booking-wizard §9 (576, 768, 992, 1200, 1400, 1920 px). The wizard's
// rules depend on one of them only: from XLarge (1200 px) on it is laid out for wide screens (the
// services panel beside the step, 14 days in the strip), below it for mobile (ADR 0007).
export const BREAKPOINTS = { small: 576, medium: 768, large: 992, xLarge: 1200, xxLarge: 1400, full: 1920 } as const;

/** The screen size the wizard's rules see, following the window as it is resized. */
export function screenSizeOf(window: Window): ReadonlySignal<ScreenSize> {
  const query = window.matchMedia(`(min-width: ${String(BREAKPOINTS.xLarge)}px)`);
  const size = signal<ScreenSize>(query.matches ? 'desktop' : 'mobile');
  query.addEventListener('change', (event) => {
    size.value = event.matches ? 'desktop' : 'mobile';
  });
  return size;
}
