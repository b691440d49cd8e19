import type { AccountMailWords } from '#domain/notification/account-mail-notice';
import type { NoticeLanguage } from '#domain/notification/booking-notice';
import { translations, type Namespace } from './translator';

// The words of the accounts' mails (issue 34; docs/adr/0121; src/domain/notification/account-mail-notice.ts).

const en = {
  brand: 'Reserva',
  'subject.verify_email': 'Confirm your email',
  'subject.reset_password': 'Set a new password',
  'subject.change_email': 'Confirm your new email',
  'subject.sign_up_attempted': 'Someone tried to create an account with your email',
  'lead.verify_email': 'Confirm this is your email to finish creating your account.',
  'lead.reset_password': 'Someone asked to set a new password for the account with this email.',
  'lead.change_email': 'Confirm this email to use it for your account from now on.',
  'lead.sign_up_attempted':
    'Someone tried to create an account with this email, which already has one. Nothing changed in your account.',
  'button.verify_email': 'Confirm my email',
  'button.reset_password': 'Set a new password',
  'button.change_email': 'Confirm my new email',
  'closing.verify_email': 'The link works once, for a day. If you did not create an account, ignore this mail.',
  'closing.reset_password':
    'The link works once, for an hour, and signs you out everywhere else. If you did not ask for it, ignore this mail: your password stays as it is.',
  'closing.change_email': 'The link works once, for a day. If you did not ask for it, ignore this mail.',
  'closing.sign_up_attempted': 'If you forgot your password, you can set a new one from the sign-in window.',
} as const;

export const accountMailTexts: Namespace<typeof en> = {
  en,
  es: {
    brand: 'Reserva',
    'subject.verify_email': 'Confirma tu correo',
    'subject.reset_password': 'Crea una contraseña nueva',
    'subject.change_email': 'Confirma tu correo nuevo',
    'subject.sign_up_attempted': 'Alguien intentó crear una cuenta con tu correo',
    'lead.verify_email': 'Confirma que este es tu correo para terminar de crear tu cuenta.',
    'lead.reset_password': 'Alguien pidió crear una contraseña nueva para la cuenta de este correo.',
    'lead.change_email': 'Confirma este correo para usarlo en tu cuenta desde ahora.',
    'lead.sign_up_attempted':
      'Alguien intentó crear una cuenta con este correo, que ya tiene una. Nada cambió en tu cuenta.',
    'button.verify_email': 'Confirmar mi correo',
    'button.reset_password': 'Crear contraseña nueva',
    'button.change_email': 'Confirmar mi correo nuevo',
    'closing.verify_email': 'El enlace funciona una vez, durante un día. Si no creaste una cuenta, ignora este correo.',
    'closing.reset_password':
      'El enlace funciona una vez, durante una hora, y cierra tu sesión en todos los demás dispositivos. Si no lo pediste, ignora este correo: tu contraseña no cambia.',
    'closing.change_email': 'El enlace funciona una vez, durante un día. Si no lo pediste, ignora este correo.',
    'closing.sign_up_attempted':
      'Si olvidaste tu contraseña, puedes crear una nueva desde la ventana de inicio de sesión.',
  },
};

const accountMail = translations('accountMail', accountMailTexts);

function wordsIn(language: NoticeLanguage): AccountMailWords {
  const t = accountMail(language);
  return {
    brand: t('brand'),
    subject: {
      verify_email: t('subject.verify_email'),
      reset_password: t('subject.reset_password'),
      change_email: t('subject.change_email'),
      sign_up_attempted: t('subject.sign_up_attempted'),
    },
    lead: {
      verify_email: t('lead.verify_email'),
      reset_password: t('lead.reset_password'),
      change_email: t('lead.change_email'),
      sign_up_attempted: t('lead.sign_up_attempted'),
    },
    button: {
      verify_email: t('button.verify_email'),
      reset_password: t('button.reset_password'),
      change_email: t('button.change_email'),
    },
    closing: {
      verify_email: t('closing.verify_email'),
      reset_password: t('closing.reset_password'),
      change_email: t('closing.change_email'),
      sign_up_attempted: t('closing.sign_up_attempted'),
    },
  };
}

const WORDS: Readonly<Record<NoticeLanguage, AccountMailWords>> = { en: wordsIn('en'), es: wordsIn('es') };

/** The words of the accounts' mails in `language`. */
export function accountMailWords(language: NoticeLanguage): AccountMailWords {
  return WORDS[language];
}
