import { useState } from 'react';
import { failureText } from '#application/client-side/booking/failure-text';
import { email as emailRule, password as passwordRule } from '#domain/validation/field-rules';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { fieldErrorText } from '../../i18n/formats';
import { countrySegmentOf } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';
import { failureMessage } from '../../shared/failure-message';
import { useStorefrontServices, type StorefrontServices } from '../../shared/storefront-services';

// The sign-in dialog's other two forms (issue 34; docs/adr/0121): creating an account (email and
// password, sign-in's rules) and asking for a forgotten password's link (email). The server answers
// both alike whether or not the address has an account, so the page says the same either way.

export type AccountRequest = 'signUp' | 'forgot';

/** Sends the request; the mail's link opens this storefront's country, where the person asked. */
function requested(
  { accountLinks, router }: Pick<StorefrontServices, 'accountLinks' | 'router'>,
  kind: AccountRequest,
  email: string,
  password: string,
) {
  const country = countrySegmentOf(router.place.value.pathname);
  return kind === 'signUp'
    ? accountLinks.signUp(email, password, country)
    : accountLinks.requestPasswordReset(email, country);
}

/** The answer, the same whether or not the address has an account. */
function RequestSent({
  kind,
  email,
  onBack,
}: {
  readonly kind: AccountRequest;
  readonly email: string;
  readonly onBack: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="sign-in">
      <p role="status">{t(`SIGN_IN.${kind}.SENT`, { email })}</p>
      <Button variant="quiet" onPress={onBack}>
        {t('SIGN_IN.BACK')}
      </Button>
    </div>
  );
}

export function AccountRequestForm({ kind, onBack }: { readonly kind: AccountRequest; readonly onBack: () => void }) {
  const { t } = useTranslation();
  const services = useStorefrontServices();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [left, setLeft] = useState({ email: false, password: false });
  const [state, setState] = useState<'typing' | 'sending' | 'sent'>('typing');
  const [failure, setFailure] = useState<string | null>(null);
  const emailCheck = emailRule(email);
  const passwordCheck = passwordRule(password);
  const valid = emailCheck.isOk() && (kind === 'forgot' || passwordCheck.isOk());

  const leave = (field: 'email' | 'password') => () => {
    setLeft({ ...left, [field]: true });
  };

  const submit = () => {
    if (!valid || state !== 'typing' || emailCheck.isErr()) {
      setLeft({ email: true, password: true });
      return;
    }
    setState('sending');
    setFailure(null);
    const call = requested(services, kind, emailCheck.value, password);
    void call.match(
      () => {
        setState('sent');
      },
      (refused) => {
        setState('typing');
        setFailure(failureMessage(t, failureText(refused)));
      },
    );
  };

  if (state === 'sent') return <RequestSent kind={kind} email={email} onBack={onBack} />;
  return (
    <form
      className="sign-in"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p>{t(`SIGN_IN.${kind}.INTRO`)}</p>
      <TextField
        label={t('SIGN_IN.EMAIL')}
        type="email"
        inputMode="email"
        autoComplete="email"
        isRequired
        value={email}
        error={left.email && emailCheck.isErr() ? fieldErrorText(t, emailCheck.error) : null}
        onChange={setEmail}
        onBlur={leave('email')}
      />
      {kind === 'signUp' ? (
        <TextField
          label={t('SIGN_IN.PASSWORD')}
          type="password"
          autoComplete="new-password"
          isRequired
          value={password}
          error={left.password && passwordCheck.isErr() ? fieldErrorText(t, passwordCheck.error) : null}
          onChange={setPassword}
          onBlur={leave('password')}
        />
      ) : null}
      <p role="alert" className="sign-in__failure">
        {failure ?? ''}
      </p>
      <div className="dialog__actions">
        <Button type="submit" variant="primary" isDisabled={state === 'sending'}>
          {state === 'sending' ? t('SIGN_IN.SENDING') : t(`SIGN_IN.${kind}.SUBMIT`)}
        </Button>
      </div>
      <Button variant="quiet" onPress={onBack}>
        {t('SIGN_IN.BACK')}
      </Button>
    </form>
  );
}
