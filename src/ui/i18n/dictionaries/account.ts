// The login dialog (storefront §2 Login dialog, §4 Login, §8 ALERT_BAD_CREDENTIALS).

export const en = {
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
