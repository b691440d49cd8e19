import { useEffect, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { ConsentView } from '#application/ports/client/consent-signatures';
import type { Instant } from '#domain/calendar/instant';
import { wallClockAtOffset, writtenOffsetMinutes } from '#domain/calendar/offset-date-time';
import type { SignerField } from '#domain/consent/consent-signer';
import { Button } from '../../components/button';
import { Checkbox } from '../../components/checkbox';
import { RadioGroup } from '../../components/radio-group';
import { TextField } from '../../components/text-field';
import * as consentWords from '../../i18n/dictionaries/consent-signing';
import { fieldErrorText, longDate } from '../../i18n/formats';
import { useDictionary } from '../../i18n/i18n';
import type { TFunction } from '../../i18n/translator';
import { useTranslation } from '../../i18n/use-translation';
import { CompanyBrandHeader, useCompanyBrand } from '../../shared/company-brand';
import { failureMessage } from '../../shared/failure-message';
import { pageNotReady } from '../../shared/page-not-ready';
import { useStorefrontServices } from '../../shared/storefront-services';
import { useStorefrontLocale } from '../../shared/use-locale';
import { ConsentDocument } from './consent-document';
import {
  createConsentSigningModel,
  type ConsentSigningModel,
  type ShownError,
  type SignatureMode,
} from './consent-signing-model';
import { SignaturePad } from './signature-pad';
import './consent-signing.css';

// The page a booking's consent link opens (issue 32 "Signing"; docs/adr/0117):
// `/{country}/sign_consents/{code}`. It wears the company's brand, shows the location, the form's
// title, version and body, and takes the signer's full name, id number, signature — drawn on a pad
// or typed, equally valid — and explicit agreement, each field's error under it. Once signed (or
// when the link is opened again) it shows the signature read only, with the signed PDF. It never
// shows the inactive-site notice: storefront §2 keeps sign_consents pages active while the
// company's site is unavailable — the signature is owed for a booking already made.

export interface ConsentSigningRoute {
  readonly country: string;
  readonly code: string;
  readonly embedded: boolean;
}

function errorText(t: TFunction, shown: ShownError | null, field?: SignerField): string | null {
  if (shown === null) return null;
  switch (shown._tag) {
    case 'Server':
      return shown.text;
    case 'IdRule':
      return fieldErrorText(t, shown.error);
    case 'Problem':
      // A pad left blank says how to sign, not only that a signature is missing.
      return t(
        `CONSENT.PROBLEM.${field === 'strokes' && shown.problem === 'missing' ? 'missingSignature' : shown.problem}`,
      );
  }
}

function SignatureField({ model }: { readonly model: ConsentSigningModel }) {
  useSignals();
  const { t } = useTranslation();
  const values = model.values.value;
  const errorOf = (field: SignerField) => errorText(t, model.errorOf(field), field);
  return (
    <>
      <RadioGroup<SignatureMode>
        label={t('CONSENT.HOW')}
        orientation="horizontal"
        className="consent-form__mode"
        options={[
          { value: 'drawn', label: t('CONSENT.DRAW') },
          { value: 'typed', label: t('CONSENT.TYPE') },
        ]}
        value={values.mode}
        onChange={(mode) => {
          model.change('mode', mode);
        }}
      />
      {values.mode === 'drawn' ? (
        <SignaturePad
          strokes={values.strokes}
          onChange={(strokes) => {
            model.change('strokes', strokes);
          }}
          label={t('CONSENT.DRAW_LABEL')}
          description={t('CONSENT.DRAW_HINT')}
          status={
            values.strokes.length === 0 ? t('CONSENT.DRAWN_NONE') : t('CONSENT.DRAWN', { count: values.strokes.length })
          }
          clearLabel={t('CONSENT.CLEAR')}
          error={errorOf('strokes')}
        />
      ) : (
        <TextField
          label={t('CONSENT.TYPED_LABEL')}
          value={values.typed}
          onChange={(typed) => {
            model.change('typed', typed);
          }}
          description={t('CONSENT.TYPED_HINT')}
          error={errorOf('typed_signature')}
          isRequired
          className="consent-form__typed"
          name="typed_signature"
        />
      )}
    </>
  );
}

function SigningForm({ model, country }: { readonly model: ConsentSigningModel; readonly country: string }) {
  useSignals();
  const { t } = useTranslation();
  const values = model.values.value;
  const state = model.state.value;
  const sending = state._tag === 'Sending';
  const errorOf = (field: SignerField) => errorText(t, model.errorOf(field));
  const alert =
    state._tag !== 'Failed'
      ? ''
      : state.text === null
        ? t('CONSENT.FIX_FIELDS')
        : `${failureMessage(t, state.text)} ${t('CONSENT.SIGN_FAILED')}`;
  return (
    <section className="card consent-form" aria-labelledby="consent-sign-heading">
      <h2 id="consent-sign-heading">{t('CONSENT.SIGN_HEADING')}</h2>
      <form
        noValidate
        aria-busy={sending}
        onSubmit={(event) => {
          event.preventDefault();
          model.sign();
        }}
      >
        <TextField
          label={t('CONSENT.FULL_NAME')}
          value={values.fullName}
          onChange={(value) => {
            model.change('fullName', value);
          }}
          error={errorOf('full_name')}
          isRequired
          autoComplete="name"
          name="full_name"
        />
        <TextField
          label={t('CONSENT.ID_NUMBER')}
          value={values.idNumber}
          onChange={(value) => {
            model.change('idNumber', value);
          }}
          {...(country === 'cl' ? { description: t('CONSENT.ID_NUMBER_HINT_CL') } : {})}
          error={errorOf('id_number')}
          isRequired
          name="id_number"
        />
        <SignatureField model={model} />
        <Checkbox
          isSelected={values.agreed}
          onChange={(agreed) => {
            model.change('agreed', agreed);
          }}
          error={errorOf('agreed')}
          isRequired
        >
          {t('CONSENT.AGREE')}
        </Checkbox>
        <p role="alert" className="consent-form__failure">
          {alert}
        </p>
        <Button type="submit" variant="primary" isDisabled={sending} aria-busy={sending}>
          {sending ? t('CONSENT.SIGNING') : t('CONSENT.SIGN')}
        </Button>
      </form>
    </section>
  );
}

/** The signing instant on the location's clock, as the API wrote it (its offset). */
function signedAtText(signedAt: string, locale: string, t: TFunction): string {
  const clock = wallClockAtOffset(Date.parse(signedAt) as Instant, writtenOffsetMinutes(signedAt) ?? 0);
  return t('CONSENT.SIGNED_AT_VALUE', { date: longDate(clock.date, locale), time: clock.time });
}

function SignedView({
  consent,
  pdfAddress,
  country,
  focus,
}: {
  readonly consent: ConsentView;
  readonly pdfAddress: string;
  readonly country: string;
  readonly focus: boolean;
}) {
  const { t } = useTranslation();
  const locale = useStorefrontLocale(country);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  const { signature, form } = consent;
  return (
    <section className="card notice--success consent-signed" aria-labelledby="consent-signed-heading">
      <h2 id="consent-signed-heading" ref={heading} tabIndex={-1}>
        {t('CONSENT.SIGNED_TITLE')}
      </h2>
      <p>{t('CONSENT.SIGNED_TEXT')}</p>
      <dl className="facts">
        {signature === null ? null : (
          <>
            <dt>{t('CONSENT.SIGNER')}</dt>
            <dd>{signature.signerName}</dd>
            <dt>{t('CONSENT.SIGNED_AT')}</dt>
            <dd>{signedAtText(signature.signedAt, locale, t)}</dd>
            <dt>{t('CONSENT.KIND')}</dt>
            <dd>{t(`CONSENT.KIND_${signature.kind}`)}</dd>
          </>
        )}
        <dt>{t('CONSENT.FORM_VERSION')}</dt>
        <dd>{form.version}</dd>
        <dt>{t('CONSENT.HASH')}</dt>
        <dd>
          <code className="consent-signed__hash">{form.textSha256}</code>
        </dd>
      </dl>
      <a className="button button--primary" href={pdfAddress} download="consent.pdf">
        {t('CONSENT.DOWNLOAD')}
      </a>
    </section>
  );
}

export function ConsentSigningPage({ route }: { readonly route: ConsentSigningRoute }) {
  useDictionary(consentWords);
  useSignals();
  const { t } = useTranslation();
  const { consentSignatures, apiOrigin } = useStorefrontServices();
  const [model] = useState(() => createConsentSigningModel(consentSignatures, route.code));
  // The signed view takes the focus only when it replaces the form, so its news is read.
  const [sawForm, setSawForm] = useState(false);
  useEffect(() => {
    model.load();
  }, [model]);
  const loaded = model.consent.value;
  useCompanyBrand(loaded.status === 'ready' ? loaded.value.company : undefined);
  const unsigned = loaded.status === 'ready' && loaded.value.state === 'unsigned';
  useEffect(() => {
    if (unsigned) setSawForm(true);
  }, [unsigned]);
  if (loaded.status !== 'ready') {
    return pageNotReady(t, {
      loadable: loaded,
      title: t('CONSENT.TITLE'),
      notFound: { text: t('CONSENT.NOT_FOUND'), homeButton: true },
      failed: t('CONSENT.LOAD_FAILED'),
      onRetry: model.load,
    });
  }
  const consent = loaded.value;
  const pdfAddress = `${apiOrigin.replace(/\/$/, '')}/consents/${encodeURIComponent(route.code)}/pdf`;
  return (
    <main id="content" className="page consent-page">
      <CompanyBrandHeader company={consent.company} />
      <h1 key="title">{consent.form.title}</h1>
      <p className="consent-page__meta">
        {t('CONSENT.VERSION', { location: consent.location.name, version: consent.form.version })}
      </p>
      <article className="card consent-document" aria-label={consent.form.title}>
        <ConsentDocument markdown={consent.form.bodyMarkdown} level={1} />
      </article>
      {consent.state === 'signed' ? (
        <SignedView consent={consent} pdfAddress={pdfAddress} country={route.country} focus={sawForm} />
      ) : (
        <SigningForm model={model} country={consent.location.countryCode} />
      )}
    </main>
  );
}
