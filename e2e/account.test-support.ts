import type { Page } from 'playwright-core';
import { shown } from './booking-wizard.test-support';

/** The demo client with a password (docs/demo.md, demo-accounts-and-reviews.ts). */
export const ANA = { email: 'ana.perez@correo.example', password: 'reserva-demo-2026', firstName: 'Ana' } as const;

/** Signs a demo user in from the page header's sign-in dialog, until the header greets them. */
export async function signInFromHeader(page: Page, user: typeof ANA = ANA): Promise<void> {
  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Link to your account' });
  await shown(page, dialog);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await dialog.getByLabel(/^Password/).fill(user.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await shown(page, page.getByRole('button', { name: `Hello, ${user.firstName}` }));
}

/** Opens one of the signed-in client's own pages from the account menu, until its heading shows. */
export async function openFromAccountMenu(page: Page, name: string, user: typeof ANA = ANA): Promise<void> {
  await page.getByRole('button', { name: `Hello, ${user.firstName}` }).click();
  await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name }).click();
  await shown(page, page.getByRole('heading', { level: 1, name }));
}
