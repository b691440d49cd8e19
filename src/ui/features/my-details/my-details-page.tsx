import { useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { ApiFailure } from '#application/ports/client/api-result';
import type { AccountDetailsView } from '#application/ports/client/account-sessions';
import { useChooseLanguage } from '../../i18n/use-choose-language';
import { useTranslation } from '../../i18n/use-translation';
import { countrySegmentOf, useDictionary } from '../../i18n/i18n';
import * as myDetailsWords from '../../i18n/dictionaries/my-details';
import { Button } from '../../components/button';
import { ModalDialog } from '../../components/modal-dialog';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { useStorefrontServices } from '../../shared/storefront-services';
import { useSignedInRead } from '../../shared/use-signed-in-read';

// A signed-in client's "My details" (issue 34; docs/adr/0122): `/{country}/users/profile`. The
// account's name, phone, id number and language, which the server checks (each refused field is
// marked, and nothing is kept); a change of email, verified by a link mailed to the new address
// (ADR 0121); and the deletion of the account, after a confirmation saying what is erased and what
// the businesses keep, which signs the client out and takes them home. A visitor is asked to sign in.

interface Form {
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
  readonly identificationNumber: string;
  readonly language: 'site' | 'es' | 'en';
}

function formOf(details: AccountDetailsView): Form {
  return {
    firstName: details.firstName,
    lastName: details.lastName,
    phone: details.phone ?? '',
    identificationNumber: details.identificationNumber ?? '',
    language: details.language ?? 'site',
  };
}

function detailsOf(form: Form): AccountDetailsView {
  const blankAsNull = (value: string) => (value.trim() === '' ? null : value);
  return {
    firstName: form.firstName,
    lastName: form.lastName,
    phone: blankAsNull(form.phone),
    identificationNumber: blankAsNull(form.identificationNumber),
    language: form.language === 'site' ? null : form.language,
  };
}

/** The fields a 422 names, by the request's names. */
function refusedFields(failure: ApiFailure): ReadonlySet<string> | null {
  return failure._tag === 'ApiRefusal' && failure.status === 422
    ? new Set(failure.attributes.map((attribute) => attribute.field))
    : null;
}

type Saving =
  | { readonly _tag: 'Idle' }
  | { readonly _tag: 'Saving' }
  | { readonly _tag: 'Saved' }
  | { readonly _tag: 'Refused'; readonly fields: ReadonlySet<string> }
  | { readonly _tag: 'Failed' };

function DetailsForm({ details }: { readonly details: AccountDetailsView }) {
  const { t } = useTranslation();
  const { accountSessions } = useStorefrontServices();
  const chooseLanguage = useChooseLanguage();
  const [form, setForm] = useState(() => formOf(details));
  const [saving, setSaving] = useState<Saving>({ _tag: 'Idle' });
  const refused = (field: string) =>
    saving._tag === 'Refused' && saving.fields.has(field) ? t('MY_DETAILS.FIELD_REFUSED') : null;
  const text = (field: keyof Omit<Form, 'language'>, name: string, label: string) => ({
    label,
    name,
    value: form[field],
    error: refused(name),
    onChange: (value: string) => {
      setForm({ ...form, [field]: value });
    },
  });
  const save = () => {
    setSaving({ _tag: 'Saving' });
    void accountSessions.updateMyDetails(detailsOf(form)).match(
      (kept) => {
        setForm(formOf(kept));
        setSaving({ _tag: 'Saved' });
        // The account's language is this browser's from now on; "the site's" leaves it as it is.
        if (kept.language !== null) chooseLanguage(kept.language);
      },
      (failure) => {
        const fields = refusedFields(failure);
        setSaving(fields === null ? { _tag: 'Failed' } : { _tag: 'Refused', fields });
      },
    );
  };
  return (
    <form
      className="my-details__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <TextField
        {...text('firstName', 'first_name', t('MY_DETAILS.FIRST_NAME'))}
        isRequired
        autoComplete="given-name"
      />
      <TextField {...text('lastName', 'last_name', t('MY_DETAILS.LAST_NAME'))} isRequired autoComplete="family-name" />
      <TextField {...text('phone', 'phone', t('MY_DETAILS.PHONE'))} type="tel" inputMode="tel" autoComplete="tel" />
      <TextField
        {...text('identificationNumber', 'identification_number', t('MY_DETAILS.ID_NUMBER'))}
        description={t('MY_DETAILS.ID_NUMBER_HINT')}
      />
      <SelectField
        label={t('MY_DETAILS.LANGUAGE')}
        value={form.language}
        error={refused('language')}
        options={[
          { value: 'site', label: t('MY_DETAILS.LANGUAGE_SITE') },
          { value: 'es', label: t('MY_DETAILS.LANGUAGE_ES') },
          { value: 'en', label: t('MY_DETAILS.LANGUAGE_EN') },
        ]}
        onChange={(language) => {
          setForm({ ...form, language: language === 'es' || language === 'en' ? language : 'site' });
        }}
      />
      <p role="status">{saving._tag === 'Saved' ? t('MY_DETAILS.SAVED') : ''}</p>
      <p role="alert">
        {saving._tag === 'Refused' ? t('MY_DETAILS.REFUSED') : saving._tag === 'Failed' ? t('ERRORS.SERVER') : ''}
      </p>
      <Button type="submit" variant="primary" isDisabled={saving._tag === 'Saving'}>
        {saving._tag === 'Saving' ? t('MY_DETAILS.SAVING') : t('MY_DETAILS.SAVE')}
      </Button>
    </form>
  );
}

function EmailChange({ email }: { readonly email: string }) {
  const { t } = useTranslation();
  const { accountSessions, router } = useStorefrontServices();
  const [newEmail, setNewEmail] = useState('');
  const [state, setState] = useState<'Idle' | 'Sending' | 'Sent' | 'Refused' | 'Failed'>('Idle');
  return (
    <section aria-labelledby="my-details-email">
      <h2 id="my-details-email">{t('MY_DETAILS.EMAIL_TITLE')}</h2>
      <p>{t('MY_DETAILS.EMAIL_NOW', { email })}</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setState('Sending');
          void accountSessions.requestEmailChange(newEmail.trim(), countrySegmentOf(router.place.value.pathname)).match(
            () => {
              setState('Sent');
            },
            (failure) => {
              setState(refusedFields(failure) === null ? 'Failed' : 'Refused');
            },
          );
        }}
      >
        <TextField
          label={t('MY_DETAILS.NEW_EMAIL')}
          type="email"
          inputMode="email"
          autoComplete="email"
          isRequired
          value={newEmail}
          error={state === 'Refused' ? t('MY_DETAILS.FIELD_REFUSED') : null}
          onChange={setNewEmail}
        />
        <p role="status">{state === 'Sent' ? t('MY_DETAILS.EMAIL_SENT') : ''}</p>
        <p role="alert">{state === 'Failed' ? t('ERRORS.SERVER') : ''}</p>
        <Button type="submit" variant="secondary" isDisabled={state === 'Sending' || newEmail.trim() === ''}>
          {t('MY_DETAILS.EMAIL_SUBMIT')}
        </Button>
      </form>
    </section>
  );
}

function AccountDeletion() {
  const { t } = useTranslation();
  const { accountSessions, account, announcer, router } = useStorefrontServices();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const erase = () => {
    void accountSessions.deleteMyAccount().match(
      () => {
        setConfirming(false);
        account.signedOut();
        announcer.announce(t('MY_DETAILS.DELETED'));
        router.navigate('/');
      },
      (failed) => {
        setConfirming(false);
        const staff = failed._tag === 'ApiRefusal' && failed.status === 403;
        setFailure(staff ? t('MY_DETAILS.DELETE_STAFF') : t('ERRORS.SERVER'));
      },
    );
  };
  return (
    <section aria-labelledby="my-details-delete">
      <h2 id="my-details-delete">{t('MY_DETAILS.DELETE_TITLE')}</h2>
      <p>{t('MY_DETAILS.DELETE_INTRO')}</p>
      <p role="alert">{failure ?? ''}</p>
      <Button
        variant="secondary"
        onPress={() => {
          setConfirming(true);
        }}
      >
        {t('MY_DETAILS.DELETE_BUTTON')}
      </Button>
      <ModalDialog
        isOpen={confirming}
        role="alertdialog"
        isDismissable
        title={t('MY_DETAILS.DELETE_CONFIRM_TITLE')}
        onClose={() => {
          setConfirming(false);
        }}
      >
        <p>{t('MY_DETAILS.DELETE_ERASED')}</p>
        <p>{t('MY_DETAILS.DELETE_KEPT')}</p>
        <div className="dialog__actions">
          <Button
            variant="quiet"
            onPress={() => {
              setConfirming(false);
            }}
          >
            {t('MY_DETAILS.DELETE_CANCEL')}
          </Button>
          <Button variant="primary" onPress={erase}>
            {t('MY_DETAILS.DELETE_CONFIRM')}
          </Button>
        </div>
      </ModalDialog>
    </section>
  );
}

export function MyDetailsPage() {
  useDictionary(myDetailsWords);
  useSignals();
  const { t } = useTranslation();
  const { state: loading, user } = useSignedInRead((sessions) => sessions.getMyDetails());
  return (
    <main id="content" className="page my-details" aria-busy={loading._tag === 'Loading'}>
      <h1>{t('MY_DETAILS.TITLE')}</h1>
      {loading._tag === 'Loading' ? <p role="status">{t('LOADING')}</p> : null}
      {loading._tag === 'SignedOut' ? <p>{t('MY_DETAILS.SIGN_IN_FIRST')}</p> : null}
      {loading._tag === 'Failed' ? <p role="alert">{t('ERRORS.SERVER')}</p> : null}
      {loading._tag === 'Loaded' && user !== undefined && user !== null ? (
        <>
          <DetailsForm details={loading.value} />
          <EmailChange email={user.email} />
          <AccountDeletion />
        </>
      ) : null}
    </main>
  );
}
