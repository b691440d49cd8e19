import type { IdentityProviderButton } from '#application/ports/client/identity-provider-button';

// An identity provider's button whose code loads only when a login dialog first shows it (docs/adr/0037):
// the first page carries none of it. `configured` is known at once, so the dialog knows whether to
// leave room for the button before the code arrives.

export function lazyIdentityProviderButton(
  configured: boolean,
  load: () => Promise<IdentityProviderButton>,
): IdentityProviderButton {
  let loaded: Promise<IdentityProviderButton> | null = null;
  return {
    configured,
    show(slot, language, handlers) {
      let removed = false;
      let remove: () => void = () => undefined;
      // A failed load is tried again the next time the button is asked for.
      loaded ??= load().catch((error: unknown) => {
        loaded = null;
        throw error;
      });
      loaded.then(
        (button) => {
          if (!removed) remove = button.show(slot, language, handlers);
        },
        (error: unknown) => {
          if (!removed) handlers.onFailure(error instanceof Error ? error.message : String(error));
        },
      );
      return () => {
        removed = true;
        remove();
      };
    },
  };
}
