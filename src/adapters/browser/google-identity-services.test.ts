import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { GOOGLE_IDENTITY_SCRIPT, googleIdentityServices } from './google-identity-services';

// Google's button over a fake `window.google` in happy-dom, which loads no script: nothing reaches
// the network. The fake records what the adapter asked of it and plays Google's callback.

interface FakeGoogle {
  readonly initialized: { client_id: string; ux_mode: string }[];
  readonly rendered: { parent: unknown; locale: string }[];
  /** Plays Google's callback, as after a sign-in in its popup. */
  signIn(credential: string | undefined): void;
}

function fakeGoogle(): { readonly google: unknown; readonly fake: FakeGoogle } {
  let callback: ((response: { readonly credential?: string }) => void) | null = null;
  const fake: FakeGoogle = {
    initialized: [],
    rendered: [],
    signIn(credential) {
      callback?.(credential === undefined ? {} : { credential });
    },
  };
  const id = {
    initialize(config: {
      client_id: string;
      ux_mode: string;
      callback: (response: { readonly credential?: string }) => void;
    }) {
      fake.initialized.push({ client_id: config.client_id, ux_mode: config.ux_mode });
      callback = config.callback;
    },
    renderButton(parent: unknown, options: { locale: string }) {
      fake.rendered.push({ parent, locale: options.locale });
    },
  };
  return { google: { accounts: { id } }, fake };
}

/** A page whose script loads succeed (or fail) without fetching anything. */
function page(loads: 'succeed' | 'fail') {
  const window = new Window({
    settings: { disableJavaScriptFileLoading: true, handleDisabledFileLoadingAsSuccess: loads === 'succeed' },
  });
  return window as unknown as globalThis.Window;
}

function handlers() {
  const tokens: string[] = [];
  const failures: string[] = [];
  return {
    tokens,
    failures,
    onToken: (token: string) => tokens.push(token),
    onFailure: (reason: string) => failures.push(reason),
  };
}

/** The address a script element loads, or null for anything else. */
function scriptSource(node: string | Node): string | null {
  return typeof node !== 'string' && node.nodeName === 'SCRIPT' ? (node as Element).getAttribute('src') : null;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('googleIdentityServices', () => {
  it('offers no button, and loads nothing, without a client id', async () => {
    const window = page('succeed');
    const button = googleIdentityServices(null, window);
    expect(button.configured).toBe(false);
    const events = handlers();
    button.show(window.document.createElement('div'), 'en', events);
    await settle();
    expect(window.document.querySelectorAll('script')).toHaveLength(0);
    expect(events.failures).toEqual([]);
  });

  it('loads Google’s script once a button is asked for, draws the button in the slot and hands over the credential', async () => {
    const window = page('succeed');
    const { google, fake } = fakeGoogle();
    // Google's script defines window.google when it runs, before its load event.
    const append = window.document.head.append.bind(window.document.head);
    window.document.head.append = (...nodes) => {
      if (nodes.some((node) => scriptSource(node) === GOOGLE_IDENTITY_SCRIPT)) Object.assign(window, { google });
      append(...nodes);
    };
    const button = googleIdentityServices('client-123.apps.googleusercontent.com', window);
    expect(button.configured).toBe(true);
    expect(window.document.querySelectorAll('script')).toHaveLength(0);

    const slot = window.document.createElement('div');
    const events = handlers();
    button.show(slot, 'es', events);
    await settle();
    expect([...window.document.querySelectorAll('script')].map((script) => script.getAttribute('src'))).toEqual([
      GOOGLE_IDENTITY_SCRIPT,
    ]);
    expect(fake.initialized).toEqual([{ client_id: 'client-123.apps.googleusercontent.com', ux_mode: 'popup' }]);
    expect(fake.rendered).toEqual([{ parent: slot, locale: 'es' }]);

    fake.signIn('header.payload.signature');
    expect(events.tokens).toEqual(['header.payload.signature']);
    expect(events.failures).toEqual([]);
  });

  it('reuses Google’s script already on the page', async () => {
    const window = page('succeed');
    const { google, fake } = fakeGoogle();
    Object.assign(window, { google });
    const button = googleIdentityServices('client-123', window);
    button.show(window.document.createElement('div'), 'en', handlers());
    button.show(window.document.createElement('div'), 'en', handlers());
    await settle();
    expect(window.document.querySelectorAll('script')).toHaveLength(0);
    expect(fake.rendered).toHaveLength(2);
  });

  it('reports a sign-in that gave no credential as a failure', async () => {
    const window = page('succeed');
    const { google, fake } = fakeGoogle();
    Object.assign(window, { google });
    const events = handlers();
    googleIdentityServices('client-123', window).show(window.document.createElement('div'), 'en', events);
    await settle();
    fake.signIn(undefined);
    expect(events.tokens).toEqual([]);
    expect(events.failures).toEqual(['Google gave no credential']);
  });

  it('reports a script that could not be loaded, and tries again for the next button', async () => {
    const window = page('fail');
    const appended: string[] = [];
    const append = window.document.head.append.bind(window.document.head);
    window.document.head.append = (...nodes) => {
      for (const node of nodes) {
        const source = scriptSource(node);
        if (source !== null) appended.push(source);
      }
      append(...nodes);
    };
    const button = googleIdentityServices('client-123', window);
    const events = handlers();
    button.show(window.document.createElement('div'), 'en', events);
    await settle();
    expect(events.failures).toEqual([`${GOOGLE_IDENTITY_SCRIPT} could not be loaded`]);
    expect(window.document.querySelectorAll('script'), 'the failed script is taken out').toHaveLength(0);
    const again = handlers();
    button.show(window.document.createElement('div'), 'en', again);
    await settle();
    expect(appended).toEqual([GOOGLE_IDENTITY_SCRIPT, GOOGLE_IDENTITY_SCRIPT]);
    expect(again.failures).toHaveLength(1);
  });

  it('hands nothing over once the button was taken away, and empties its slot', async () => {
    const window = page('succeed');
    const { google, fake } = fakeGoogle();
    Object.assign(window, { google });
    const slot = window.document.createElement('div');
    slot.append(window.document.createElement('span'));
    const events = handlers();
    const remove = googleIdentityServices('client-123', window).show(slot, 'en', events);
    await settle();
    remove();
    fake.signIn('header.payload.signature');
    expect(events.tokens).toEqual([]);
    expect(slot.childNodes).toHaveLength(0);
  });
});
