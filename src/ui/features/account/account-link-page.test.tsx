import { fireEvent, screen } from '@testing-library/react';
import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { ApiFailure } from '#application/ports/client/api-result';
import type { AccountLinkPage as LinkKind } from '#domain/storefront/storefront-route';
import { renderInStorefront, testPorts } from '../../testing/render-storefront.test-support';
import { refusal, SIGNED_IN_CLIENT, storefrontApi } from '../../testing/storefront-api.test-support';
import { AccountLinkPage } from './account-link-page';

// issue 34; docs/adr/0121: the pages an account's mails link to post their secret only when the
// person acts; a verification or a reset signs the browser in, and an unusable link says how to ask again.

const SECRET = 'Q8zT3vYxL0bN5kWm2sPa7RfC';
const UNUSABLE = refusal(404, 'ACCOUNT.LINK_UNUSABLE', 'This link can no longer be used.');

function renderPage(link: LinkKind, failure: ApiFailure | null = null) {
  const calls: string[] = [];
  const answer = (call: string) => {
    calls.push(call);
    return failure === null ? okAsync(SIGNED_IN_CLIENT) : errAsync(failure);
  };
  const api = {
    ...storefrontApi(),
    getCurrentUser: () => errAsync(refusal(401, 'AUTH.UNAUTHENTICATED', 'Please sign in.')),
    verifyEmail: (secret: string) => answer(`verify ${secret}`),
    resetPassword: (secret: string, password: string) => answer(`password ${secret} ${password}`),
    confirmEmailChange: (secret: string) => answer(`email ${secret}`),
  };
  const ports = testPorts({ api, path: `/us/users/${link}/${SECRET}` });
  const { services } = renderInStorefront(
    <AccountLinkPage route={{ country: 'us', link, secret: SECRET, embedded: false }} />,
    { ports },
  );
  return { calls, account: services.account };
}

describe("an account mail's link pages (issue 34)", () => {
  it('verifies the email only when the person presses the button, and signs them in', async () => {
    const { calls, account } = renderPage('verify');
    expect(screen.getByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Verify my email' }));
    expect(await screen.findByText('Your email is verified and you are signed in.')).toBeInTheDocument();
    expect(calls).toEqual([`verify ${SECRET}`]);
    expect(account.user.value).toEqual(SIGNED_IN_CLIENT);
  });

  it("refuses a new password sign-in's rule refuses, without sending it", async () => {
    const { calls } = renderPage('password');
    fireEvent.change(screen.getByLabelText(/New password/), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save my new password' }));
    expect(await screen.findByText(/at least 8/)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('sets a new password and signs the person in', async () => {
    const { calls, account } = renderPage('password');
    fireEvent.change(screen.getByLabelText(/New password/), { target: { value: 'una clave larga' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save my new password' }));
    expect(await screen.findByText('Your new password is saved and you are signed in.')).toBeInTheDocument();
    expect(calls).toEqual([`password ${SECRET} una clave larga`]);
    expect(account.user.value).toEqual(SIGNED_IN_CLIENT);
  });

  it('confirms a new email and names it, without signing anybody in', async () => {
    const { calls, account } = renderPage('email');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my new email' }));
    expect(await screen.findByText(`Your account's email is now ${SIGNED_IN_CLIENT.email}.`)).toBeInTheDocument();
    expect(calls).toEqual([`email ${SECRET}`]);
    expect(account.user.value).not.toEqual(SIGNED_IN_CLIENT);
  });

  it('shows the new email at once when this browser is signed in to the account that changed it', async () => {
    const { account } = renderPage('email');
    account.signedIn({ ...SIGNED_IN_CLIENT, email: 'la.antigua@correo.example' });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my new email' }));
    await screen.findByText(`Your account's email is now ${SIGNED_IN_CLIENT.email}.`);
    expect(account.user.value?.email).toBe(SIGNED_IN_CLIENT.email);
  });

  it.each([
    ['verify', 'Verify my email', /Forgot your password\?/],
    ['email', 'Confirm my new email', /ask again to change your email/],
  ] as const)('says an unusable %s link can no longer be used and how to ask again', async (link, button, again) => {
    renderPage(link, UNUSABLE);
    fireEvent.click(screen.getByRole('button', { name: button }));
    const alert = await screen.findByText(/can no longer be used/);
    expect(alert.parentElement).toHaveTextContent(again);
    expect(screen.queryByRole('button', { name: button })).not.toBeInTheDocument();
  });

  it('says another account took the new email meanwhile', async () => {
    renderPage('email', refusal(409, 'ACCOUNT.EMAIL_TAKEN', 'Taken.'));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my new email' }));
    expect(await screen.findByText(/Another account took this email meanwhile/)).toBeInTheDocument();
  });

  it('shows the password the server refused under its field, and lets the person try another', async () => {
    const refused = refusal(422, 'REQUEST.INVALID', 'Some fields are not valid.', {
      attributes: [{ field: 'password', messages: ['is too common'] }],
    });
    renderPage('password', refused);
    const field = screen.getByLabelText(/New password/);
    fireEvent.change(field, { target: { value: 'password1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save my new password' }));
    expect(await screen.findByText('is too common')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('password1234');
    fireEvent.change(field, { target: { value: 'otra clave larga' } });
    expect(screen.queryByText('is too common')).not.toBeInTheDocument();
  });

  it.each([
    ['verify', 'Verify my email', 'See my bookings', '/us/users/bookings'],
    ['email', 'Confirm my new email', 'See my details', '/us/users/profile'],
  ] as const)('leads a used %s link to the account page that comes next', async (link, button, next, path) => {
    renderPage(link);
    fireEvent.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByRole('link', { name: next })).toHaveAttribute('href', path);
  });
});
