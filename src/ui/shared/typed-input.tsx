import { useLayoutEffect, useReducer, type ReactNode } from 'react';
import { flushSync } from 'react-dom';

// What a client types is kept, even in an input shown a moment ago (docs/adr/0156).
//
// A component reads the signals its inputs' values come from through `useSignals`, which subscribes
// to them in a passive effect — run after the render that showed the input, in a later task when
// that render was a transition (the page's hydration, a deferred list). Typed into before then, an
// input's change writes the signal but schedules no render, and React puts the value it last
// rendered back into the input: every key wipes the one before it. React runs the pending effects
// before any update it renders, so an update of this component's own, rendered at once as the event
// starts down the page (before React's own handlers), brings the subscriptions in first: the change
// that follows renders the input with what was typed. The update renders nothing else: `children`
// is the same element.

/** The events whose React `onChange` a controlled input or checkbox is restored after. */
const CHANGING_EVENTS = ['input', 'change', 'click'] as const;

/** Keeps what is typed into the inputs under it whose values signals hold, however soon after they are shown. */
export function TypedInputsKept({ children }: { readonly children: ReactNode }) {
  const [, changed] = useReducer((count: number) => count + 1, 0);
  useLayoutEffect(() => {
    const onChanging = () => {
      flushSync(changed);
    };
    for (const name of CHANGING_EVENTS) document.addEventListener(name, onChanging, { capture: true });
    return () => {
      for (const name of CHANGING_EVENTS) document.removeEventListener(name, onChanging, { capture: true });
    };
  }, []);
  return children;
}
