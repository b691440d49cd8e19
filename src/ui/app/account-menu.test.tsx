import { screen, within } from '@testing-library/react';
import { errAsync, okAsync } from 'neverthrow';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserView } from '#application/ports/client/account-sessions';
import type { IdentityProviderButton } from '#application/ports/client/identity-provider-button';
import { companyId } from '#domain/shared/ids.test-support';
import {
  fakeGoogleSignIn,
  memorySignIns,
  renderInStorefront,
  testPorts,
} from '../testing/render-storefront.test-support';
import { refusal, SIGNED_IN_CLIENT, storefrontApi } from '../testing/storefront-api.test-support';
import { AccountMenu } from './account-menu';

// storefront §2 Login dialog and navigation menu, §4 Login, §5 (login form), §6 roles, §8
// ALERT_BAD_CREDENTIALS: signing in from the site header, the menu by role, and signing out.

const ANA = SIGNED_IN_CLIENT;
/** The ID token the fake Google button hands over, which the fake API accepts. */
const GOOGLE_TOKEN = 'google-id-token-for-ana';

function renderMenu(
  options: {
    readonly signedIn?: UserView | null;
    readonly kept?: { readonly email: string } | null;
    readonly googleSignIn?: IdentityProviderButton;
    readonly managementArea?: string | null;
    /** The language the signed-in account's details keep. */
    readonly accountLanguage?: 'en' | 'es' | null;
  } = {},
) {
  const calls: string[] = [];
  let current = options.signedIn ?? null;
  const base = storefrontApi();
  const api = {
    ...base,
    getCurrentUser: () =>
      current === null ? errAsync(refusal(401, 'AUTH.UNAUTHENTICATED', 'Please sign in.')) : okAsync(current),
    signIn: (email: string, password: string) => {
      calls.push(`sign in ${email}`);
      if (email !== ANA.email || password !== 'reserva-demo-2026')
        return errAsync(refusal(401, 'AUTH.BAD_CREDENTIALS', 'Invalid email or password.'));
      current = ANA;
      return okAsync(ANA);
    },
    signInWithOAuth: (device: 'google', token: string) => {
      calls.push(`sign in with ${device}`);
      if (token !== GOOGLE_TOKEN)
        return errAsync(refusal(401, 'AUTH.BAD_CREDENTIALS', 'The identity provider did not accept the token.'));
      current = ANA;
      return okAsync(ANA);
    },
    getMyDetails: () =>
      current === null
        ? errAsync(refusal(401, 'AUTH.UNAUTHENTICATED', 'Please sign in.'))
        : okAsync({
            firstName: current.firstName,
            lastName: current.lastName,
            phone: null,
            identificationNumber: null,
            language: options.accountLanguage ?? null,
          }),
    signUp: (email: string, password: string, country: string | null) => {
      calls.push(`sign up ${email} ${password} from ${country}`);
      return okAsync(undefined);
    },
    requestPasswordReset: (email: string, country: string | null) => {
      calls.push(`reset ${email} from ${country}`);
      return okAsync(undefined);
    },
    signOut: () => {
      calls.push('sign out');
      current = null;
      return okAsync(undefined);
    },
  };
  const signIns = memorySignIns(options.kept ?? null);
  const rendered = renderInStorefront(<AccountMenu />, {
    ports: testPorts({
      api,
      signIns,
      path: '/ar/sucursal/5',
      ...(options.googleSignIn === undefined ? {} : { googleSignIn: options.googleSignIn }),
      ...(options.managementArea === undefined ? {} : { managementArea: options.managementArea }),
    }),
  });
  return { ...rendered, calls, signIns };
}

describe('the account corner of the site header (storefront §4 Login, §6)', () => {
  it('creates an account from the dialog and says to check the inbox (issue 34)', async () => {
    const { user, calls } = renderMenu();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'No account yet? Sign up' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Create an account' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'nueva@correo.example');
    await user.type(within(dialog).getByLabelText(/^Password/), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Create my account' }));
    expect(calls).toEqual([]);
    await user.type(within(dialog).getByLabelText(/^Password/), '-but-longer');
    await user.click(within(dialog).getByRole('button', { name: 'Create my account' }));
    expect(await within(dialog).findByText(/Check your inbox at nueva@correo.example/)).toBeInTheDocument();
    expect(calls).toEqual(['sign up nueva@correo.example short-but-longer from ar']);
  });

  it("asks for a forgotten password's link from the dialog, answering alike for any address (issue 34)", async () => {
    const { user, calls } = renderMenu();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Forgot your password?' }));
    const dialog = screen.getByRole('dialog', { name: 'Forgot your password?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'olvido@correo.example');
    await user.click(within(dialog).getByRole('button', { name: 'Mail me a link' }));
    expect(await within(dialog).findByText(/If an account exists for olvido@correo.example/)).toBeInTheDocument();
    expect(calls).toEqual(['reset olvido@correo.example from ar']);
    await user.click(within(dialog).getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('dialog', { name: 'Link to your account' })).toBeInTheDocument();
  });

  it('signs a client in through the login dialog, keeping the email when asked, never the password', async () => {
    const { user, calls, signIns } = renderMenu();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link to your account' });
    const submit = within(dialog).getByRole('button', { name: 'Sign in' });
    expect(submit).toBeDisabled();

    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'ana.perez@correo.example');
    const password = within(dialog).getByLabelText(/^Password/);
    await user.type(password, 'reserva-demo-2026');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(within(dialog).getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(within(dialog).getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Remember my email on this device' }));

    await user.click(submit);
    expect(await screen.findByRole('button', { name: 'Hello, Ana' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toEqual(['sign in ana.perez@correo.example']);
    expect(signIns.kept).toEqual({ email: 'ana.perez@correo.example' });
  });

  it('speaks the language the account keeps once signed in, and remembers it (issue 34 My details)', async () => {
    window.localStorage.clear();
    const { user } = renderMenu({ accountLanguage: 'es' });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link to your account' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'ana.perez@correo.example');
    await user.type(within(dialog).getByLabelText(/^Password/), 'reserva-demo-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('button', { name: 'Hola, Ana' })).toBeInTheDocument();
    expect(window.localStorage.getItem('reserva.language')).toBe('es');
    window.localStorage.clear();
  });

  it('says the email or password is wrong, keeping what was typed, and forgets a kept email when remember me is off', async () => {
    const { user, signIns } = renderMenu({ kept: { email: 'ana.perez@correo.example' } });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link to your account' });
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue('ana.perez@correo.example');
    const remember = within(dialog).getByRole('checkbox', { name: 'Remember my email on this device' });
    expect(remember).toBeChecked();

    await user.type(within(dialog).getByLabelText(/^Password/), 'not-the-password');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(within(dialog).getByLabelText(/^Password/)).toHaveValue('not-the-password');

    await user.click(remember);
    await user.clear(within(dialog).getByLabelText(/^Password/));
    await user.type(within(dialog).getByLabelText(/^Password/), 'reserva-demo-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('button', { name: 'Hello, Ana' });
    expect(signIns.kept).toBeNull();
  });

  it('shows a field’s error once the client leaves it', async () => {
    const { user } = renderMenu();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link to your account' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'ana@');
    expect(within(dialog).queryByText('Enter a valid email address.')).not.toBeInTheDocument();
    await user.tab();
    expect(within(dialog).getByText('Enter a valid email address.')).toBeInTheDocument();
  });

  it('offers a client their menu, and signs them out', async () => {
    const { user, calls } = renderMenu({ signedIn: ANA });
    const toggle = await screen.findByRole('button', { name: 'Hello, Ana' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const menu = screen.getByRole('navigation', { name: 'Your account' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['My bookings', '/ar/users/bookings'],
      ['My details', '/ar/users/profile'],
      ['My appointments', 'https://panel.test/my-schedule'],
      ['Tutorials', 'https://panel.test/tutorials'],
    ]);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    await user.click(within(menu).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(calls).toEqual(['sign out']);
  });

  it('offers someone working for a company its panel and the administrators’ tutorials', async () => {
    const { user } = renderMenu({ signedIn: { ...ANA, roleId: 2, companyId: companyId(4) } });
    await user.click(await screen.findByRole('button', { name: 'Hello, Ana' }));
    expect(
      within(screen.getByRole('navigation', { name: 'Your account' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['My bookings', 'My details', 'Company panel', 'Tutorials for administrators', 'My appointments']);
  });

  it('offers only the client’s own pages and signing out where the deployment names no management area, and no link into it from the login dialog', async () => {
    const { user, calls } = renderMenu({ managementArea: null });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link to your account' });
    expect(within(dialog).queryAllByRole('link')).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), ANA.email);
    await user.type(within(dialog).getByLabelText(/^Password/), 'reserva-demo-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));

    await user.click(await screen.findByRole('button', { name: 'Hello, Ana' }));
    const menu = screen.getByRole('navigation', { name: 'Your account' });
    expect(
      within(menu)
        .queryAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['My bookings', 'My details']);
    await user.click(within(menu).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(calls).toEqual([`sign in ${ANA.email}`, 'sign out']);
  });
});

describe('signing in with Google (storefront §4 Google login, docs/adr/0037)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  async function openDialog(user: ReturnType<typeof renderMenu>['user']) {
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    return screen.findByRole('dialog', { name: 'Link to your account' });
  }

  it('signs the client in with the token Google’s button hands over, closing the dialog', async () => {
    const google = fakeGoogleSignIn(GOOGLE_TOKEN);
    const { user, calls } = renderMenu({ googleSignIn: google });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Sign in with Google' }));
    expect(await screen.findByRole('button', { name: 'Hello, Ana' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toEqual(['sign in with google']);
    expect(google.shownIn).toEqual(['en']);
  });

  it('only warns in the console when the API refuses Google’s token, leaving the dialog as it was', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user, calls } = renderMenu({ googleSignIn: fakeGoogleSignIn('a-token-google-did-not-sign') });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Sign in with Google' }));
    await vi.waitFor(() => {
      expect(warn).toHaveBeenCalledTimes(1);
    });
    expect(calls).toEqual(['sign in with google']);
    expect(screen.getByRole('dialog', { name: 'Link to your account' })).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('');
  });

  it('only warns in the console when Google’s sign-in fails, asking nothing of the API', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user, calls } = renderMenu({ googleSignIn: fakeGoogleSignIn(null) });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Sign in with Google' }));
    expect(warn).toHaveBeenCalledWith('Google sign-in failed', 'the popup was closed');
    expect(calls).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Link to your account' })).toBeInTheDocument();
  });

  it('shows no Google button when the deployment has no client id', async () => {
    const { user } = renderMenu();
    const dialog = await openDialog(user);
    expect(within(dialog).getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Sign in with Google' })).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Or')).not.toBeInTheDocument();
  });
});
