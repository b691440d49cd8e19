import { useSignals } from '@preact/signals-react/runtime';
import { signal, type Signal } from '@preact/signals-react';

// What the storefront announces to screen readers without moving focus: loading and errors
// (WCAG 4.1.3). One polite and one assertive region live in the page from the start, so
// announcements made into them are read.

export interface Announcer {
  readonly polite: Signal<string>;
  readonly assertive: Signal<string>;
  announce(message: string, urgency?: 'polite' | 'assertive'): void;
  /** Forgets what was said, as when another page shows. */
  clear(): void;
}

export function createAnnouncer(): Announcer {
  const polite = signal('');
  const assertive = signal('');
  return {
    polite,
    assertive,
    announce: (message, urgency = 'polite') => {
      const region = urgency === 'polite' ? polite : assertive;
      // Emptying first makes a repeated message a change, so it is read again.
      region.value = '';
      queueMicrotask(() => {
        region.value = message;
      });
    },
    clear: () => {
      polite.value = '';
      assertive.value = '';
    },
  };
}

export function LiveRegions({ announcer }: { readonly announcer: Announcer }) {
  useSignals();
  return (
    <div className="visually-hidden">
      <div role="status" aria-live="polite" aria-atomic="true" data-testid="polite-announcements">
        {announcer.polite.value}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true">
        {announcer.assertive.value}
      </div>
    </div>
  );
}
