import { useState, type FocusEvent, type KeyboardEvent } from 'react';

// One Tab stop for a set of buttons, arrow keys between them (WAI-ARIA APG "roving tabindex", the
// toolbar and grid patterns): the day strip and the hour grid of the date step (issue 20). The stop
// is the button last focused, else the chosen one, else the first that can be pressed; a disabled
// button is never one. Left and Right move along the set, Home and End to its ends; in a grid Up and
// Down move to the nearest button of the row above or below, as the buttons are laid out on screen.

/** Where a button sits on screen: its top and horizontal centre. */
export interface StopPlace {
  readonly top: number;
  readonly centre: number;
}

/**
 * The index a key moves the focus to among `count` buttons from `from`, or null when it moves
 * nowhere (the key is not ours, or the focus is at that end already). `places` lays a grid out; a
 * grid whose buttons all sit at one place (no layout, as in a test's DOM) moves Up and Down as Left
 * and Right.
 */
export function nextStop(
  key: string,
  from: number,
  count: number,
  places: readonly StopPlace[] | null = null,
): number | null {
  if (count === 0) return null;
  const clamp = (index: number) => (index < 0 || index >= count || index === from ? null : index);
  switch (key) {
    case 'ArrowRight':
      return clamp(from + 1);
    case 'ArrowLeft':
      return clamp(from - 1);
    case 'Home':
      return clamp(0);
    case 'End':
      return clamp(count - 1);
    case 'ArrowDown':
    case 'ArrowUp': {
      if (places === null) return null;
      const down = key === 'ArrowDown';
      const here = places[from];
      if (here === undefined) return null;
      const laidOut = places.some((place) => place.top !== here.top || place.centre !== here.centre);
      if (!laidOut) return clamp(from + (down ? 1 : -1));
      // The nearest row in that direction, then the button in it nearest under or over this one.
      const rows = places.map((place) => place.top).filter((top) => (down ? top > here.top : top < here.top));
      if (rows.length === 0) return null;
      const row = down ? Math.min(...rows) : Math.max(...rows);
      let best: number | null = null;
      places.forEach((place, index) => {
        if (place.top !== row) return;
        const current = best === null ? undefined : places[best];
        if (current === undefined || Math.abs(place.centre - here.centre) < Math.abs(current.centre - here.centre))
          best = index;
      });
      return best;
    }
    default:
      return null;
  }
}

export interface RovingFocus<Key extends string> {
  /** The tabIndex of the button for `key`: 0 for the one stop, -1 for the rest. */
  readonly tabIndexOf: (key: Key) => 0 | -1;
  /** The container's handlers: arrow keys move the focus, and a focused button becomes the stop. */
  readonly containerProps: {
    readonly onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
    readonly onFocus: (event: FocusEvent<HTMLElement>) => void;
  };
}

const KEY_ATTRIBUTE = 'data-roving-key';

/** The attributes a roving button carries so the container finds it by its key. */
export function rovingKey(key: string): { readonly [KEY_ATTRIBUTE]: string } {
  return { [KEY_ATTRIBUTE]: key };
}

/**
 * Roving focus over the buttons whose keys are `keys`, in order; `pressable` says which can be
 * pressed (the others are skipped), `chosen` is the one pressed. `grid` moves Up and Down by rows.
 */
export function useRovingFocus<Key extends string>({
  keys,
  pressable,
  chosen,
  grid = false,
}: {
  readonly keys: readonly Key[];
  readonly pressable: (key: Key) => boolean;
  readonly chosen: Key | null;
  readonly grid?: boolean;
}): RovingFocus<Key> {
  const [focused, setFocused] = useState<Key | null>(null);
  const usable = keys.filter(pressable);
  const stop =
    focused !== null && usable.includes(focused)
      ? focused
      : chosen !== null && usable.includes(chosen)
        ? chosen
        : (usable[0] ?? null);
  const keyOf = (element: Element | null): Key | null => {
    const key = element?.closest(`[${KEY_ATTRIBUTE}]`)?.getAttribute(KEY_ATTRIBUTE) ?? null;
    return key !== null && (usable as readonly string[]).includes(key) ? (key as Key) : null;
  };
  return {
    tabIndexOf: (key) => (key === stop ? 0 : -1),
    containerProps: {
      onFocus: (event) => {
        const key = keyOf(event.target);
        if (key !== null) setFocused(key);
      },
      onKeyDown: (event) => {
        if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
        const from = keyOf(event.target as Element);
        if (from === null) return;
        const buttons = usable.map((key) =>
          event.currentTarget.querySelector<HTMLElement>(`[${KEY_ATTRIBUTE}="${key}"]`),
        );
        const places = grid
          ? buttons.map((button) => {
              const box = button?.getBoundingClientRect();
              return { top: Math.round(box?.top ?? 0), centre: Math.round((box?.left ?? 0) + (box?.width ?? 0) / 2) };
            })
          : null;
        const to = nextStop(event.key, usable.indexOf(from), usable.length, places);
        if (to === null) {
          // An arrow key at an end still belongs to the set: it does not scroll the page.
          if (event.key.startsWith('Arrow') && (grid || !['ArrowUp', 'ArrowDown'].includes(event.key)))
            event.preventDefault();
          return;
        }
        event.preventDefault();
        const target = buttons[to];
        const key = usable[to];
        if (target == null || key === undefined) return;
        setFocused(key);
        target.focus();
      },
    },
  };
}
