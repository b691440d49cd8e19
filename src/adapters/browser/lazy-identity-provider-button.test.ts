import { describe, expect, it } from 'vitest';
import type {
  IdentityProviderButton,
  IdentityProviderHandlers,
} from '#application/ports/client/identity-provider-button';
import { lazyIdentityProviderButton } from './lazy-identity-provider-button';

// docs/adr/0037: the Google button's code is loaded when a login dialog first asks for the button.

function recordingButton(log: string[]): IdentityProviderButton {
  return {
    configured: true,
    show(_slot, language) {
      log.push(`shown in ${language}`);
      return () => {
        log.push('removed');
      };
    },
  };
}

const handlers = (failures: string[]): IdentityProviderHandlers => ({
  onToken: () => undefined,
  onFailure: (reason) => {
    failures.push(reason);
  },
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a lazily loaded identity provider button', () => {
  it('loads its code once, on the first show, then shows and removes the loaded button', async () => {
    const log: string[] = [];
    let loads = 0;
    const button = lazyIdentityProviderButton(true, () => {
      loads += 1;
      return Promise.resolve(recordingButton(log));
    });
    expect(button.configured).toBe(true);
    expect(loads).toBe(0);
    const remove = button.show({} as HTMLElement, 'es', handlers([]));
    await settle();
    button.show({} as HTMLElement, 'en', handlers([]));
    await settle();
    remove();
    expect(loads).toBe(1);
    expect(log).toEqual(['shown in es', 'shown in en', 'removed']);
  });

  it('shows nothing when taken away before its code arrived', async () => {
    const log: string[] = [];
    const button = lazyIdentityProviderButton(true, () => Promise.resolve(recordingButton(log)));
    button.show({} as HTMLElement, 'es', handlers([]))();
    await settle();
    expect(log).toEqual([]);
  });

  it('reports a failed load as the button failing, and loads again next time', async () => {
    const failures: string[] = [];
    let loads = 0;
    const button = lazyIdentityProviderButton(true, () => {
      loads += 1;
      return loads === 1 ? Promise.reject(new Error('chunk failed')) : Promise.resolve(recordingButton([]));
    });
    button.show({} as HTMLElement, 'es', handlers(failures));
    await settle();
    expect(failures).toEqual(['chunk failed']);
    button.show({} as HTMLElement, 'es', handlers(failures));
    await settle();
    expect(loads).toBe(2);
    expect(failures).toEqual(['chunk failed']);
  });
});
