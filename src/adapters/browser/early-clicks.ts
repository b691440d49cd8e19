// A page the server rendered shows its buttons before the code that answers them has run
// (docs/adr/0133). A click on one of them then would be lost: the button has no handler yet, and a
// submit button would send its form the browser's way. Until the storefront's first render is on the
// page, such clicks are held; once it is, each is played again on its element, if the render kept it.
// A link is left alone: the browser follows it as any link.

/** What takes a click only once the page's code runs: buttons, tabs, options, boxes, switches. */
export const HELD_CONTROLS =
  'button, [role="button"], [role="tab"], [role="option"], [role="menuitem"], [role="checkbox"], [role="radio"], [role="switch"], input[type="checkbox"], input[type="radio"], input[type="submit"]';

/**
 * Set on the root once the page's code answers it: what a visitor's tools (and the end-to-end
 * tests) can wait for before typing into a field the first render would otherwise reset.
 */
export const LIVE_ATTRIBUTE = 'data-live';

/** At most this many clicks are kept: a visitor tapping a dead button keeps trying it. */
const MOST_HELD = 8;

export interface EarlyClicks {
  /**
   * The page's code answers now: stops holding, marks the root live, and plays each held click again
   * on its control, in order, if it is still on the page.
   */
  readonly release: () => void;
}

/** Holds the clicks made inside `root` on controls that wait for the page's code, until `release`. */
export function holdEarlyClicks(root: HTMLElement): EarlyClicks {
  const held: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    const control = controlOf(event.target);
    if (control === null || !root.contains(control)) return;
    event.preventDefault();
    event.stopPropagation();
    // The same control tapped again in a row is one intent: played twice, a toggle would undo itself.
    if (held.at(-1) !== control && held.length < MOST_HELD) held.push(control);
  };
  // The capture phase at the root: before any handler in the page sees the click.
  root.addEventListener('click', hold, true);
  let released = false;
  return {
    release: () => {
      if (released) return;
      released = true;
      root.removeEventListener('click', hold, true);
      // Played once the caller's work is done: React leaves each Suspense boundary of a hydrated page
      // to hydrate after the root, and hydrates one at once for a click on it — but not while its own
      // effects run, where a page's effect calls this from. A click played there would be lost.
      queueMicrotask(() => {
        root.setAttribute(LIVE_ATTRIBUTE, '');
        for (const control of held.splice(0)) if (control.isConnected && !isDisabled(control)) control.click();
      });
    },
  };
}

/** The held control the click was inside of, if any (no `instanceof`: the element may come from another window). */
function controlOf(target: EventTarget | null): HTMLElement | null {
  if (target === null || !('closest' in target) || typeof target.closest !== 'function') return null;
  return (target as Element).closest<HTMLElement>(HELD_CONTROLS);
}

function isDisabled(control: HTMLElement): boolean {
  return control.matches(':disabled') || control.getAttribute('aria-disabled') === 'true';
}
