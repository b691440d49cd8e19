// The login dialog (storefront §2 Login dialog, §4 Login, §8 ALERT_BAD_CREDENTIALS).

export const en = {
  ACCOUNT_LINK: {
    verify: {
      TITLE: 'Verify your email',
      INTRO: 'Confirm that this address is yours to finish creating your account.',
      ACT: 'Verify my email',
      DONE: 'Your email is verified and you are signed in.',
      AGAIN:
        'Ask for a new link: open "Sign in" at the top of the page and choose "Forgot your password?". Setting a password also verifies your email.',
    },
    password: {
      TITLE: 'Choose a new password',
      INTRO: 'Your new password signs you out of every other device.',
      ACT: 'Save my new password',
      DONE: 'Your new password is saved and you are signed in.',
      AGAIN: 'Ask for a new link: open "Sign in" at the top of the page and choose "Forgot your password?".',
    },
    email: {
      TITLE: 'Confirm your new email',
      INTRO: "Confirm that this address is yours to make it your account's email.",
      ACT: 'Confirm my new email',
      DONE: "Your account's email is now {{email}}.",
      AGAIN: "Sign in and ask again to change your email from your account's details.",
    },
    NEW_PASSWORD: 'New password',
    SENDING: 'Sending…',
    UNUSABLE: 'This link can no longer be used: it may have expired or been used already.',
    EMAIL_TAKEN: 'Another account took this email meanwhile, so your email did not change.',
    HOME: 'Go to the home page',
  },
  SIGN_IN: {
    TITLE: 'Link to your account',
    EMAIL: 'Email',
    PASSWORD: 'Password',
    SHOW_PASSWORD: 'Show password',
    HIDE_PASSWORD: 'Hide password',
    REMEMBER_ME: 'Remember my email on this device',
    FORGOT_PASSWORD: 'Forgot your password?',
    SUBMIT: 'Sign in',
    SUBMITTING: 'Signing in…',
    ALERT_BAD_CREDENTIALS: 'Invalid email or password.',
    SIGN_UP: 'No account yet? Sign up',
    OR: 'Or',
  },
};

export const es: typeof en = {
  ACCOUNT_LINK: {
    verify: {
      TITLE: 'Verifica tu correo',
      INTRO: 'Confirma que esta dirección es tuya para terminar de crear tu cuenta.',
      ACT: 'Verificar mi correo',
      DONE: 'Tu correo está verificado y ya iniciaste sesión.',
      AGAIN:
        'Pide un enlace nuevo: abre "Iniciar sesión" arriba en la página y elige "¿Olvidaste tu contraseña?". Al elegir una contraseña también se verifica tu correo.',
    },
    password: {
      TITLE: 'Elige una contraseña nueva',
      INTRO: 'Tu contraseña nueva cierra tu sesión en todos los demás dispositivos.',
      ACT: 'Guardar mi contraseña nueva',
      DONE: 'Tu contraseña nueva está guardada y ya iniciaste sesión.',
      AGAIN: 'Pide un enlace nuevo: abre "Iniciar sesión" arriba en la página y elige "¿Olvidaste tu contraseña?".',
    },
    email: {
      TITLE: 'Confirma tu correo nuevo',
      INTRO: 'Confirma que esta dirección es tuya para que sea el correo de tu cuenta.',
      ACT: 'Confirmar mi correo nuevo',
      DONE: 'El correo de tu cuenta ahora es {{email}}.',
      AGAIN: 'Inicia sesión y vuelve a pedir el cambio de correo desde los datos de tu cuenta.',
    },
    NEW_PASSWORD: 'Contraseña nueva',
    SENDING: 'Enviando…',
    UNUSABLE: 'Este enlace ya no se puede usar: puede que haya vencido o que ya se haya usado.',
    EMAIL_TAKEN: 'Otra cuenta tomó este correo mientras tanto, así que tu correo no cambió.',
    HOME: 'Ir a la página de inicio',
  },
  SIGN_IN: {
    TITLE: 'Vincula tu cuenta',
    EMAIL: 'Correo electrónico',
    PASSWORD: 'Contraseña',
    SHOW_PASSWORD: 'Mostrar contraseña',
    HIDE_PASSWORD: 'Ocultar contraseña',
    REMEMBER_ME: 'Recordar mi correo en este dispositivo',
    FORGOT_PASSWORD: '¿Olvidaste tu contraseña?',
    SUBMIT: 'Iniciar sesión',
    SUBMITTING: 'Iniciando sesión…',
    ALERT_BAD_CREDENTIALS: 'Correo o contraseña inválidos.',
    SIGN_UP: '¿Aún no tienes cuenta? Regístrate',
    OR: 'O bien',
  },
};
