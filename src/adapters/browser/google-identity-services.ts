import type { IdentityProviderButton } from '#application/ports/client/identity-provider-button';

// Google's sign-in button through Google Identity Services (docs/adr/0037): its script is loaded
// only when a client id was configured and the login dialog asks for the button, once per page;
// Google draws its own button and runs its popup, and its callback's credential — an ID token the
// server verifies (src/application/account/sign-in-with-oauth.ts) — is handed to the storefront.

/** Google Identity Services' client script. */
export const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';

/** The part of `google.accounts.id` the storefront uses. */
interface GoogleAccountsId {
  initialize(config: {
    readonly client_id: string;
    readonly ux_mode: 'popup';
    readonly callback: (response: { readonly credential?: string }) => void;
  }): void;
  renderButton(
    parent: HTMLElement,
    options: {
      readonly type: 'standard';
      readonly theme: 'outline';
      readonly size: 'large';
      readonly text: 'signin_with';
      readonly locale: string;
    },
  ): void;
}

interface WindowWithGoogle {
  readonly google?: { readonly accounts?: { readonly id?: GoogleAccountsId } };
}

function googleOf(window: Window): GoogleAccountsId | undefined {
  return (window as Window & WindowWithGoogle).google?.accounts?.id;
}

/** Google's button for the OAuth client `clientId`, or none when null (no client id configured). */
export function googleIdentityServices(clientId: string | null, window: Window): IdentityProviderButton {
  let loading: Promise<GoogleAccountsId> | null = null;
  const load = (): Promise<GoogleAccountsId> => {
    if (loading !== null) return loading;
    const attempt = new Promise<GoogleAccountsId>((resolve, reject) => {
      const present = googleOf(window);
      if (present !== undefined) {
        resolve(present);
        return;
      }
      const script = window.document.createElement('script');
      script.src = GOOGLE_IDENTITY_SCRIPT;
      script.async = true;
      script.addEventListener('load', () => {
        const loaded = googleOf(window);
        if (loaded === undefined) reject(new Error('Google Identity Services loaded without google.accounts.id'));
        else resolve(loaded);
      });
      script.addEventListener('error', () => {
        script.remove();
        reject(new Error(`${GOOGLE_IDENTITY_SCRIPT} could not be loaded`));
      });
      window.document.head.append(script);
    });
    loading = attempt;
    // A script that failed is asked for again by the next button.
    attempt.catch(() => {
      if (loading === attempt) loading = null;
    });
    return attempt;
  };
  return {
    configured: clientId !== null,
    show(slot, language, handlers) {
      if (clientId === null) return () => undefined;
      let shown = true;
      load().then(
        (google) => {
          if (!shown) return;
          google.initialize({
            client_id: clientId,
            ux_mode: 'popup',
            callback: (response) => {
              if (!shown) return;
              if (typeof response.credential === 'string' && response.credential !== '')
                handlers.onToken(response.credential);
              else handlers.onFailure('Google gave no credential');
            },
          });
          google.renderButton(slot, {
            type: 'standard',
            theme: 'outline',
            size: 'large',
            text: 'signin_with',
            locale: language,
          });
        },
        (error: unknown) => {
          if (shown) handlers.onFailure(error instanceof Error ? error.message : String(error));
        },
      );
      return () => {
        shown = false;
        slot.replaceChildren();
      };
    },
  };
}
