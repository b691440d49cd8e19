import { startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TypedInputsKept } from './typed-input';

// An input whose value a signal holds, typed into before the effects of the render that showed it
// have run — on a phone, while the page is hydrated in slices; in a test, the moment the input is
// found. Its component has not yet subscribed to the signal, so the change schedules no render and
// React would put the value it last rendered back into the input: each key wiped the one before it.

/** Types `text` into `input` as a browser does, one input event a character. */
function typeInto(input: HTMLInputElement, text: string): void {
  // The prototype's setter, as a browser's typing does: React's own tracker of the value sees the change.
  const value = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
  for (const character of text) {
    value?.set?.call(input, input.value + character);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** A search box whose text a signal holds; it types `text` the moment it is shown, before any effect has run. */
function SearchBox({ typed, text }: { readonly typed: ReturnType<typeof signal<string>>; readonly text: string }) {
  useSignals();
  useLayoutEffect(() => {
    // A microtask after the commit: the passive effects — the signal's subscription among them — are still to come.
    queueMicrotask(() => {
      typeInto(document.querySelector('input') as HTMLInputElement, text);
      typingDone();
    });
  }, [text]);
  return (
    <input
      aria-label="Search"
      value={typed.value}
      onChange={(event) => {
        typed.value = event.currentTarget.value;
      }}
    />
  );
}

/** Resolved once SearchBox has typed its text. */
let typingDone: () => void = () => undefined;

describe('an input whose value a signal holds, typed into before its effects ran', () => {
  let container: HTMLElement;
  let root: Root;
  beforeEach(() => {
    // React's scheduler, not act(), decides when the effects run: as in the browser.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    root.unmount();
    container.remove();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });

  /** Shows `ui` in a transition (the hydration's way) and waits for the typing and what followed. */
  async function showInTransition(ui: ReactNode): Promise<HTMLInputElement> {
    const typed = new Promise<void>((resolve) => {
      typingDone = resolve;
    });
    startTransition(() => {
      root.render(ui);
    });
    await typed;
    // The renders the typing scheduled, and the effects still pending, run in the tasks that follow.
    await new Promise((resolve) => setTimeout(resolve, 0));
    return container.querySelector('input') as HTMLInputElement;
  }

  it('keeps every character typed, in the input and in the signal', async () => {
    const typed = signal('');
    const input = await showInTransition(
      <TypedInputsKept>
        <SearchBox typed={typed} text="corte" />
      </TypedInputsKept>,
    );
    expect(typed.value).toBe('corte');
    expect(input.value).toBe('corte');
  });

  it('loses all but the last character without it (what this guards against)', async () => {
    const typed = signal('');
    const input = await showInTransition(<SearchBox typed={typed} text="corte" />);
    expect(typed.value).toBe('e');
    expect(input.value).toBe('e');
  });
});
