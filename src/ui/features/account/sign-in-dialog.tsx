import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { failureText } from '#application/client-side/booking/failure-text';
import type { UserView } from '#application/ports/client/account-sessions';
import {
  canSignIn,
  checkSignIn,
  rememberedAfterSignIn,
  signInFormFrom,
  type SignInForm,
} from '#domain/account/sign-in-form';
import { Button } from '../../components/button';
import { Checkbox } from '../../components/checkbox';
import { ModalDialog } from '../../components/modal-dialog';
import { TextField } from '../../components/text-field';
import { useStorefrontServices } from '../../shared/storefront-services';
import { AccountRequestForm, type AccountRequest } from './account-request-form';
import * as accountWords from '../../i18n/dictionaries/account';
import { fieldErrorText } from '../../i18n/formats';
import { useDictionary } from '../../i18n/i18n';
import { failureMessage } from '../../shared/failure-message';

// The login dialog (storefront §2 Login dialog, §4 Login, §5): email and password, the password
// shown or hidden, remember me (the email only, docs/adr/0031), the forgotten-password link, and
// the bad-credentials alert, and Google's button when configured. The form's button works only while the form is valid and nothing is on its
// way; a field's error shows once the client has left it.

/**
 * Google's own button (storefront §2 Login dialog, §4 Google login; docs/adr/0037), when this
 * deployment has a client id: its token is exchanged for a session, and the client is signed in as
 * with the form. A failure is only logged as a warning (storefront §8 "Google failure: console
 * warning only"): the form is still there.
 */
function GoogleSignIn({ onSignedIn }: { readonly onSignedIn: (user: UserView) => void }) {
  const { t, i18n } = useTranslation();
  const { accountSessions, googleSignIn } = useStorefrontServices();
  const slot = useRef<HTMLDivElement>(null);
  // The latest callback, so that the button is not drawn again on each render.
  const signedIn = useRef(onSignedIn);
  signedIn.current = onSignedIn;
  useEffect(() => {
    if (!googleSignIn.configured || slot.current === null) return undefined;
    return googleSignIn.show(slot.current, i18n.language, {
      onToken: (token) => {
        void accountSessions.signInWithOAuth('google', token).match(
          (user) => {
            signedIn.current(user);
          },
          (failure) => {
            console.warn('Google sign-in was refused', failure);
          },
        );
      },
      onFailure: (reason) => {
        console.warn('Google sign-in failed', reason);
      },
    });
  }, [accountSessions, googleSignIn, i18n.language]);
  if (!googleSignIn.configured) return null;
  return (
    <div className="sign-in__provider">
      <p>{t('SIGN_IN.OR')}</p>
      <div ref={slot} className="sign-in__google" />
    </div>
  );
}

/**
 * The dialog: signing in, or, from it, creating an account or asking for a forgotten password's
 * link (issue 34), each answered in the dialog.
 */
export function SignInDialog({
  onSignedIn,
  onClose,
}: {
  readonly onSignedIn: (user: UserView) => void;
  readonly onClose: () => void;
}) {
  useDictionary(accountWords);
  const { t } = useTranslation();
  const [request, setRequest] = useState<AccountRequest | null>(null);
  return (
    <ModalDialog
      isOpen
      isDismissable
      title={request === null ? t('SIGN_IN.TITLE') : t(`SIGN_IN.${request}.TITLE`)}
      onClose={onClose}
    >
      {request === null ? (
        <SignInPanel
          onSignedIn={onSignedIn}
          onSignUp={() => {
            setRequest('signUp');
          }}
          onForgot={() => {
            setRequest('forgot');
          }}
        />
      ) : (
        <AccountRequestForm
          kind={request}
          onBack={() => {
            setRequest(null);
          }}
        />
      )}
    </ModalDialog>
  );
}

function SignInPanel({
  onSignedIn,
  onSignUp,
  onForgot,
}: {
  readonly onSignedIn: (user: UserView) => void;
  readonly onSignUp: () => void;
  readonly onForgot: () => void;
}) {
  const { t } = useTranslation();
  const { accountSessions, signIns } = useStorefrontServices();
  const [form, setForm] = useState<SignInForm>(() => signInFormFrom(signIns.read()));
  const [left, setLeft] = useState({ email: false, password: false });
  const [passwordShown, setPasswordShown] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const check = checkSignIn(form);
  const enabled = canSignIn(form, submitting);

  const submit = () => {
    if (!enabled || !check.email.isOk() || !check.password.isOk()) return;
    setSubmitting(true);
    setFailure(null);
    void accountSessions.signIn(check.email.value, check.password.value).match(
      (user) => {
        signIns.keep(rememberedAfterSignIn(form));
        onSignedIn(user);
      },
      (refused) => {
        setSubmitting(false);
        setFailure(
          refused._tag === 'ApiRefusal' && refused.status === 401
            ? t('SIGN_IN.ALERT_BAD_CREDENTIALS')
            : failureMessage(t, failureText(refused)),
        );
      },
    );
  };

  return (
    <>
      <form
        className="sign-in"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField
          label={t('SIGN_IN.EMAIL')}
          type="email"
          inputMode="email"
          autoComplete="username"
          isRequired
          value={form.email}
          error={left.email && check.email.isErr() ? fieldErrorText(t, check.email.error) : null}
          onChange={(email) => {
            setForm({ ...form, email });
          }}
          onBlur={() => {
            setLeft({ ...left, email: true });
          }}
        />
        <div className="sign-in__password">
          <TextField
            label={t('SIGN_IN.PASSWORD')}
            type={passwordShown ? 'text' : 'password'}
            autoComplete="current-password"
            isRequired
            value={form.password}
            error={left.password && check.password.isErr() ? fieldErrorText(t, check.password.error) : null}
            onChange={(password) => {
              setForm({ ...form, password });
            }}
            onBlur={() => {
              setLeft({ ...left, password: true });
            }}
          />
          <Button
            variant="quiet"
            aria-pressed={passwordShown}
            onPress={() => {
              setPasswordShown(!passwordShown);
            }}
          >
            {passwordShown ? t('SIGN_IN.HIDE_PASSWORD') : t('SIGN_IN.SHOW_PASSWORD')}
          </Button>
        </div>
        <Checkbox
          isSelected={form.rememberMe}
          onChange={(rememberMe) => {
            setForm({ ...form, rememberMe });
          }}
        >
          {t('SIGN_IN.REMEMBER_ME')}
        </Checkbox>
        <Button variant="quiet" onPress={onForgot}>
          {t('SIGN_IN.FORGOT_PASSWORD')}
        </Button>
        <p role="alert" className="sign-in__failure">
          {failure ?? ''}
        </p>
        <div className="dialog__actions">
          <Button type="submit" variant="primary" isDisabled={!enabled}>
            {submitting ? t('SIGN_IN.SUBMITTING') : t('SIGN_IN.SUBMIT')}
          </Button>
        </div>
        <Button variant="quiet" onPress={onSignUp}>
          {t('SIGN_IN.SIGN_UP')}
        </Button>
      </form>
      <GoogleSignIn onSignedIn={onSignedIn} />
    </>
  );
}
