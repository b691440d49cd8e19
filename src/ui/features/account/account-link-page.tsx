import { useState } from 'react';
import type { ApiFailure, ApiResult } from '#application/ports/client/api-result';
import type { UserView } from '#application/ports/client/account-sessions';
import { failureText } from '#application/client-side/booking/failure-text';
import type { AccountLinkPage as LinkKind } from '#domain/storefront/storefront-route';
import { password as passwordRule } from '#domain/validation/field-rules';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import * as accountWords from '../../i18n/dictionaries/account';
import { fieldErrorText } from '../../i18n/formats';
import { useDictionary } from '../../i18n/i18n';
import type { TFunction } from '../../i18n/translator';
import { useTranslation } from '../../i18n/use-translation';
import { failureMessage } from '../../shared/failure-message';
import { RouteLink } from '../../shared/route-link';
import { storefrontPath } from '../../shared/storefront-route';
import { useStorefrontServices } from '../../shared/storefront-services';

// The pages an account's mails link to (issue 34; docs/adr/0121): `/{country}/users/verify/{secret}`
// verifies a new account's email, `/users/password/{secret}` sets a new password (sign-in's
// password rule), `/users/email/{secret}` confirms a new email. Opening the page uses nothing: the
// secret is posted only when the person presses the button, so a mail scanner's visit is harmless.
// A link the server no longer takes says so and how to ask again.

export interface AccountLinkRoute {
  readonly country: string;
  readonly link: LinkKind;
  readonly secret: string;
  readonly embedded: boolean;
}

type Outcome =
  | { readonly _tag: 'Idle' }
  | { readonly _tag: 'Sending' }
  | { readonly _tag: 'Done'; readonly user: UserView }
  | { readonly _tag: 'Unusable' }
  | { readonly _tag: 'Failed'; readonly text: string }
  /** The server refused the new password: its words, under the field. */
  | { readonly _tag: 'PasswordRefused'; readonly text: string };

/** What the API said of the password field, when it refused the request for it (a 422). */
function refusedPasswordText(failure: ApiFailure): string | null {
  if (failure._tag !== 'ApiRefusal' || failure.status !== 422) return null;
  const messages = failure.attributes.filter((attribute) => attribute.field === 'password').flatMap((a) => a.messages);
  return messages.length === 0 ? null : messages.join(' ');
}

/** What a used link, or one the server no longer takes, leaves on the page. */
function LinkOutcome({
  route,
  outcome,
}: {
  readonly route: AccountLinkRoute;
  readonly outcome: Extract<Outcome, { _tag: 'Done' | 'Unusable' }>;
}) {
  const { t } = useTranslation();
  const kind = route.link;
  // Verifying and resetting leave the person signed in: their bookings are next. A change of
  // email is made from My details, and leads back there (it asks to sign in when needed).
  const next =
    kind === 'email'
      ? { path: storefrontPath({ page: 'myDetails', country: route.country }, route.embedded), words: 'MY_DETAILS' }
      : { path: storefrontPath({ page: 'myBookings', country: route.country }, route.embedded), words: 'MY_BOOKINGS' };
  return outcome._tag === 'Done' ? (
    <>
      <p role="status">{t(`ACCOUNT_LINK.${kind}.DONE`, { email: outcome.user.email })}</p>
      <p>
        <RouteLink path={next.path}>{t(`ACCOUNT_LINK.${next.words}`)}</RouteLink>
      </p>
    </>
  ) : (
    <div role="alert">
      <p>{t('ACCOUNT_LINK.UNUSABLE')}</p>
      <p>{t(`ACCOUNT_LINK.${kind}.AGAIN`)}</p>
    </div>
  );
}

/** What a refusal leaves on the page: an unusable link, a refused password, or the refusal's words. */
function refusedOutcome(t: TFunction, failure: ApiFailure): Outcome {
  if (failure._tag === 'ApiRefusal' && failure.code === 'ACCOUNT.LINK_UNUSABLE') return { _tag: 'Unusable' };
  if (failure._tag === 'ApiRefusal' && failure.code === 'ACCOUNT.EMAIL_TAKEN')
    return { _tag: 'Failed', text: t('ACCOUNT_LINK.EMAIL_TAKEN') };
  const passwordText = refusedPasswordText(failure);
  if (passwordText !== null) return { _tag: 'PasswordRefused', text: passwordText };
  return { _tag: 'Failed', text: failureMessage(t, failureText(failure)) };
}

export function AccountLinkPage({ route }: { readonly route: AccountLinkRoute }) {
  useDictionary(accountWords);
  const { t } = useTranslation();
  const { accountLinks, account } = useStorefrontServices();
  const [outcome, setOutcome] = useState<Outcome>({ _tag: 'Idle' });
  const [password, setPassword] = useState('');
  const [passwordLeft, setPasswordLeft] = useState(false);
  const checked = passwordRule(password);
  const kind = route.link;
  const passwordError =
    outcome._tag === 'PasswordRefused'
      ? outcome.text
      : passwordLeft && checked.isErr()
        ? fieldErrorText(t, checked.error)
        : null;

  const send = () => {
    if (outcome._tag === 'Sending') return;
    if (kind === 'password' && checked.isErr()) {
      setPasswordLeft(true);
      return;
    }
    const call: ApiResult<UserView> =
      kind === 'verify'
        ? accountLinks.verifyEmail(route.secret)
        : kind === 'password'
          ? accountLinks.resetPassword(route.secret, password)
          : accountLinks.confirmEmailChange(route.secret);
    setOutcome({ _tag: 'Sending' });
    void call.match(
      (user) => {
        // Verifying and resetting sign this browser in; a change of email only changes the address,
        // which the header and My details show at once when this browser is signed in to that account.
        if (kind !== 'email' || account.user.value?.id === user.id) account.signedIn(user);
        setOutcome({ _tag: 'Done', user });
      },
      (failure) => {
        setOutcome(refusedOutcome(t, failure));
      },
    );
  };

  return (
    <main id="content" className="page account-link">
      <h1>{t(`ACCOUNT_LINK.${kind}.TITLE`)}</h1>
      {outcome._tag === 'Done' || outcome._tag === 'Unusable' ? (
        <LinkOutcome route={route} outcome={outcome} />
      ) : (
        <form
          className="account-link__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <p>{t(`ACCOUNT_LINK.${kind}.INTRO`)}</p>
          {kind === 'password' ? (
            <TextField
              label={t('ACCOUNT_LINK.NEW_PASSWORD')}
              type="password"
              autoComplete="new-password"
              isRequired
              value={password}
              error={passwordError}
              onChange={(value) => {
                setPassword(value);
                if (outcome._tag === 'PasswordRefused') setOutcome({ _tag: 'Idle' });
              }}
              onBlur={() => {
                setPasswordLeft(true);
              }}
            />
          ) : null}
          <p role="alert">{outcome._tag === 'Failed' ? outcome.text : ''}</p>
          <Button type="submit" variant="primary" isDisabled={outcome._tag === 'Sending'}>
            {outcome._tag === 'Sending' ? t('ACCOUNT_LINK.SENDING') : t(`ACCOUNT_LINK.${kind}.ACT`)}
          </Button>
        </form>
      )}
    </main>
  );
}
