import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { AccountDetailsView } from '#application/ports/client/account-sessions';
import { renderInStorefront, testPorts } from '../../testing/render-storefront.test-support';
import { refusal, SIGNED_IN_CLIENT, storefrontApi } from '../../testing/storefront-api.test-support';
import { MyDetailsPage } from './my-details-page';

// issue 34 "My details" (docs/adr/0122): the signed-in client's details, the change of their email
// and the deletion of their account.

const DETAILS: AccountDetailsView = {
  firstName: 'Ana',
  lastName: 'Pérez',
  phone: '+56911112222',
  identificationNumber: null,
  language: null,
};

function renderPage({ signedIn = true, language = 'en' }: { signedIn?: boolean; language?: 'en' | 'es' } = {}) {
  const sent: { details: AccountDetailsView[]; emails: string[]; deletions: number } = {
    details: [],
    emails: [],
    deletions: 0,
  };
  const signedOut = () => errAsync(refusal(401, 'AUTH.UNAUTHENTICATED', 'Please sign in.'));
  const api = {
    ...storefrontApi(),
    getCurrentUser: () => (signedIn ? okAsync(SIGNED_IN_CLIENT) : signedOut()),
    getMyDetails: () => (signedIn ? okAsync(DETAILS) : signedOut()),
    updateMyDetails: (details: AccountDetailsView) => {
      sent.details.push(details);
      return details.phone !== null && details.phone.length < 8
        ? errAsync(
            refusal(422, 'REQUEST.INVALID', 'Some fields are not valid.', {
              attributes: [{ field: 'phone', messages: ['must have at least 8 characters'] }],
            }),
          )
        : okAsync(details);
    },
    requestEmailChange: (email: string, country: string | null) => {
      sent.emails.push(`${email} from ${country}`);
      return okAsync(undefined);
    },
    deleteMyAccount: () => {
      sent.deletions += 1;
      return okAsync(undefined);
    },
  };
  const ports = testPorts({ api, path: '/cl/users/profile' });
  renderInStorefront(<MyDetailsPage />, { ports, language });
  return { sent, ports };
}

describe('My details (issue 34)', () => {
  it('shows the details kept and saves the changed ones, a blank id number as none', async () => {
    const user = userEvent.setup();
    const { sent } = renderPage();
    const phone = await screen.findByRole('textbox', { name: 'Phone' });
    expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveValue('Ana');
    await user.clear(phone);
    await user.type(phone, '+56 9 2222 3333');
    await user.click(screen.getByRole('button', { name: 'Save my details' }));
    expect(await screen.findByText('Your details were saved.')).toBeInTheDocument();
    expect(sent.details).toEqual([{ ...DETAILS, phone: '+56 9 2222 3333' }]);
  });

  it("speaks the language the account keeps once saved, and remembers it for the visitor's next visit", async () => {
    const user = userEvent.setup();
    window.localStorage.clear();
    renderPage();
    await screen.findByRole('textbox', { name: 'Phone' });
    await user.click(screen.getByRole('button', { name: /Language/ }));
    await user.click(await screen.findByRole('option', { name: 'Español' }));
    await user.click(screen.getByRole('button', { name: 'Save my details' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis datos' })).toBeInTheDocument();
    expect(window.localStorage.getItem('reserva.language')).toBe('es');
    window.localStorage.clear();
  });

  it('marks the field the server refused and says nothing was changed', async () => {
    const user = userEvent.setup();
    renderPage();
    const phone = await screen.findByRole('textbox', { name: 'Phone' });
    await user.clear(phone);
    await user.type(phone, '123');
    await user.click(screen.getByRole('button', { name: 'Save my details' }));
    expect(await screen.findByText(/Nothing was changed/)).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription('This value was not accepted.');
  });

  it('asks for a change of email and says a link was mailed to the new address', async () => {
    const user = userEvent.setup();
    const { sent } = renderPage();
    await user.type(await screen.findByRole('textbox', { name: /^New email/ }), ' nueva@correo.example ');
    await user.click(screen.getByRole('button', { name: 'Send me the link' }));
    expect(await screen.findByText(/We mailed a link to the new address/)).toBeInTheDocument();
    expect(sent.emails).toEqual(['nueva@correo.example from cl']);
  });

  it('deletes the account only once confirmed, saying what is erased and what the businesses keep, then goes home', async () => {
    const user = userEvent.setup();
    const { sent, ports } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    expect(dialog).toHaveTextContent('We erase your account');
    expect(dialog).toHaveTextContent('The businesses where you booked keep their bookings');
    await user.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
    expect(sent.deletions).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, delete my account' }),
    );
    expect(sent.deletions).toBe(1);
    expect(ports.router.visited.at(-1)).toBe('/');
  });

  it('asks a visitor to sign in', async () => {
    renderPage({ signedIn: false });
    expect(await screen.findByText('Sign in to see and change your details.')).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    renderPage({ language: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis datos' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Guardar mis datos' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Eliminar mi cuenta' })).toBeInTheDocument();
  });
});
