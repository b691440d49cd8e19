import { describe, expect, it } from 'vitest';
import { accountMail, type AccountMailNotice } from '#domain/notification/account-mail-notice';
import { renderedMail } from '#domain/notification/booking-mail';
import { accountMailWords } from '#i18n/account-mail';
import { reactMailRenderer } from './react-mail-renderer';

// The accounts' mails as written (issue 34; docs/adr/0121): the link to the storefront page that
// acts on it, in the mail's language, in the HTML part and in the plain-text part alike.

const ORIGIN = 'https://reservas.example';

function written(notice: Omit<AccountMailNotice, 'kind' | 'userId' | 'to' | 'sealedSecret'>, secret: string | null) {
  const full: AccountMailNotice = {
    kind: 'account_mail',
    userId: 7,
    to: 'ana@correo.example',
    sealedSecret: null,
    ...notice,
  };
  return renderedMail(accountMail(full, secret, ORIGIN, accountMailWords), (content) =>
    reactMailRenderer.render(content),
  );
}

describe('the accounts’ mails (issue 34)', () => {
  it('links the Spanish verification page by the secret, in both parts', () => {
    const mail = written({ mail: 'verify_email', language: 'es' }, 'secreto-abc_123');
    expect(mail.to).toEqual({ name: '', email: 'ana@correo.example' });
    expect(mail.subject).toBe('Confirma tu correo');
    expect(mail.html).toContain('https://reservas.example/cl/users/verify/secreto-abc_123');
    expect(mail.text).toContain('https://reservas.example/cl/users/verify/secreto-abc_123');
    expect(mail.text).toContain('Confirmar mi correo');
  });

  it('links the English reset page and says the link lasts an hour', () => {
    const mail = written({ mail: 'reset_password', language: 'en' }, 'reset-secret');
    expect(mail.subject).toBe('Set a new password');
    expect(mail.html).toContain('https://reservas.example/us/users/password/reset-secret');
    expect(mail.text).toContain('for an hour');
  });

  it('links the storefront of the country the request was made on, when the mail names one', () => {
    const mail = written({ mail: 'verify_email', language: 'es', country: 'ar' }, 'secreto-ar');
    expect(mail.html).toContain('https://reservas.example/ar/users/verify/secreto-ar');
    expect(mail.text).toContain('https://reservas.example/ar/users/verify/secreto-ar');
  });

  it('links the page that confirms a new email', () => {
    const mail = written({ mail: 'change_email', language: 'en' }, 'change-secret');
    expect(mail.text).toContain('https://reservas.example/us/users/email/change-secret');
  });

  it('tells the owner of an address someone tried to sign up with, without any link', () => {
    const mail = written({ mail: 'sign_up_attempted', language: 'es' }, null);
    expect(mail.subject).toBe('Alguien intentó crear una cuenta con tu correo');
    expect(mail.html).not.toContain('/users/');
  });
});
