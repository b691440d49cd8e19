import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { ApiFailure } from '#application/ports/client/api-result';
import type { ConsentSignatureRequest, ConsentView } from '#application/ports/client/consent-signatures';
import { API_ORIGIN, renderInStorefront, testPorts } from '../../testing/render-storefront.test-support';
import { refusal, storefrontApi } from '../../testing/storefront-api.test-support';
import { ConsentSigningPage } from './consent-signing-page';

// issue 32 "Signing"; docs/adr/0117: the page a booking's consent link opens,
// /{country}/sign_consents/{code} — the form to read and sign, drawn or typed, each field's error
// under it, the server's refusals on their fields, and the signature read only once signed.

const CODE = 'Q8zT3vYxL0bN5kWm2sPa7RfC';
const HASH = 'a3f1'.repeat(16);

const UNSIGNED: ConsentView = {
  state: 'unsigned',
  company: { name: 'Clínica Dental Sonrisa', colorMinisite: null, logo: null },
  location: { name: 'Ñuñoa', countryCode: 'cl', language: 'es' },
  form: {
    key: 'consentimiento-blanqueamiento',
    title: 'Consentimiento informado para blanqueamiento',
    version: 2,
    bodyMarkdown:
      'Me han explicado el **blanqueamiento dental**.\n\n## Riesgos\n\n- Sensibilidad *pasajera*.\n- Irritación leve.\n\n<img src=x onerror="alert(1)">',
    textSha256: HASH,
  },
  signature: null,
};

/** The consent API as a test plays it: one code, signed by the first signature it is sent. */
function consentApi(options: { readonly fail?: ApiFailure[]; readonly view?: ConsentView } = {}) {
  let view = options.view ?? UNSIGNED;
  const failures = [...(options.fail ?? [])];
  const sent: ConsentSignatureRequest[] = [];
  const api = {
    ...storefrontApi(),
    getConsent: (code: string) =>
      code === CODE ? okAsync(view) : errAsync(refusal(404, 'CONSENT.NOT_FOUND', 'Not found.')),
    signConsent: (_code: string, signature: ConsentSignatureRequest) => {
      sent.push(signature);
      const failure = failures.shift();
      if (failure !== undefined) return errAsync(failure);
      view = {
        ...view,
        state: 'signed',
        signature: {
          signerName: signature.fullName,
          signedAt: '2026-12-01T12:05:00-03:00',
          kind: signature.typedSignature === undefined ? 'drawn' : 'typed',
        },
      };
      return okAsync(view);
    },
  };
  return { api, sent, signElsewhere: () => (view = { ...view, state: 'signed', signature: SIGNED_ELSEWHERE }) };
}

const SIGNED_ELSEWHERE = { signerName: 'Rosa Díaz', signedAt: '2026-11-30T09:30:00-03:00', kind: 'typed' as const };

function renderPage(api: ReturnType<typeof consentApi>['api'], code = CODE, language: 'en' | 'es' = 'en') {
  return renderInStorefront(<ConsentSigningPage route={{ country: 'cl', code, embedded: false }} />, {
    ports: testPorts({ api, path: `/cl/sign_consents/${code}` }),
    language,
  });
}

async function fillSigner(user: ReturnType<typeof renderPage>['user'], id = '12345678-5') {
  await user.type(await screen.findByRole('textbox', { name: /Full name/ }), 'Rosa Díaz');
  await user.type(screen.getByRole('textbox', { name: /Identification number/ }), id);
}

describe('the consent signing page (issue 32 "Signing")', () => {
  it('shows the company, the location, the form’s title, version and body rendered from Markdown as text', async () => {
    renderPage(consentApi().api);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Consentimiento informado para blanqueamiento' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Ñuñoa · Version 2')).toBeInTheDocument();
    const document = screen.getByRole('article', { name: 'Consentimiento informado para blanqueamiento' });
    expect(within(document).getByText('blanqueamiento dental').tagName).toBe('STRONG');
    expect(within(document).getByRole('heading', { level: 2, name: 'Riesgos' })).toBeInTheDocument();
    expect(
      within(document)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Sensibilidad pasajera.', 'Irritación leve.']);
    expect(within(document).getByText('pasajera').tagName).toBe('EM');
    // HTML in the body is text, never an element.
    expect(document.querySelector('img')).toBeNull();
    expect(within(document).getByText('<img src=x onerror="alert(1)">')).toBeInTheDocument();
  });

  it('signs by typing: the typed signature and the RUT in its display form are sent, and the signed view follows', async () => {
    const { api, sent } = consentApi();
    const { user } = renderPage(api);
    await fillSigner(user);
    await user.click(screen.getByRole('radio', { name: 'Type' }));
    await user.type(screen.getByRole('textbox', { name: /Type your signature/ }), 'Rosa Díaz');
    await user.click(screen.getByRole('checkbox', { name: /I have read this document and I agree to it/ }));
    await user.click(screen.getByRole('button', { name: 'Sign' }));

    const signed = await screen.findByRole('region', { name: 'Signed' });
    expect(sent).toEqual([
      { fullName: 'Rosa Díaz', idNumber: '12.345.678-5', typedSignature: 'Rosa Díaz', agreed: true },
    ]);
    expect(
      within(signed)
        .getAllByRole('definition')
        .map((each) => each.textContent),
    ).toEqual(['Rosa Díaz', 'Tuesday, December 1, 2026 at 12:05', 'Typed', '2', HASH]);
    expect(within(signed).getByRole('link', { name: 'Download the signed PDF' })).toHaveAttribute(
      'href',
      `${API_ORIGIN}/consents/${CODE}/pdf`,
    );
    expect(within(signed).getByRole('heading', { name: 'Signed' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Sign' })).toBeNull();
  });

  it('signs by drawing: pointer strokes are sent in the 1000 × 400 box whatever size the pad shows at', async () => {
    const { api, sent } = consentApi();
    const { user } = renderPage(api);
    await fillSigner(user);
    const pad = screen.getByRole('img', { name: /Signature pad/ });
    pad.getBoundingClientRect = () => DOMRect.fromRect({ x: 10, y: 20, width: 500, height: 200 });
    fireEvent.pointerDown(pad, { pointerId: 1, pointerType: 'pen', clientX: 10, clientY: 20 });
    fireEvent.pointerMove(pad, { pointerId: 1, pointerType: 'pen', clientX: 260, clientY: 120 });
    fireEvent.pointerMove(pad, { pointerId: 1, pointerType: 'pen', clientX: 900, clientY: 400 });
    fireEvent.pointerUp(pad, { pointerId: 1, pointerType: 'pen', clientX: 900, clientY: 400 });
    expect(await screen.findByText('Signature drawn: 1 stroke.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /I have read/ }));
    await user.click(screen.getByRole('button', { name: 'Sign' }));

    await screen.findByRole('region', { name: 'Signed' });
    expect(sent[0]?.strokes).toEqual([
      [
        [0, 0],
        [500, 200],
        [1000, 400],
      ],
    ]);
    expect(sent[0]?.typedSignature).toBeUndefined();
  });

  it('clears the drawing', async () => {
    const { user } = renderPage(consentApi().api);
    const pad = await screen.findByRole('img', { name: /Signature pad/ });
    pad.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 250, height: 100 });
    fireEvent.pointerDown(pad, { pointerId: 3, pointerType: 'touch', clientX: 5, clientY: 5 });
    fireEvent.pointerUp(pad, { pointerId: 3, pointerType: 'touch', clientX: 5, clientY: 5 });
    await screen.findByText('Signature drawn: 1 stroke.');
    await user.click(screen.getByRole('button', { name: 'Clear the drawing' }));
    expect(screen.getByText('Nothing drawn yet.')).toBeInTheDocument();
  });

  it('names every field at fault under it, by the domain’s rules and the RUT’s, and sends nothing', async () => {
    const { api, sent } = consentApi();
    const { user } = renderPage(api);
    await user.type(await screen.findByRole('textbox', { name: /Identification number/ }), '12.345.678-9');
    await user.click(screen.getByRole('button', { name: 'Sign' }));

    expect(await screen.findByText('Check the marked fields.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByRole('textbox', { name: /Identification number/ })).toHaveAccessibleDescription(
      expect.stringContaining('This RUT is not valid.'),
    );
    expect(screen.getByText('Draw your signature, or choose Type to type it.')).toBeInTheDocument();
    expect(screen.getByText('You must agree to the document to sign it.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('radio', { name: 'Type' }));
    expect(screen.getByRole('textbox', { name: /Type your signature/ })).toHaveAccessibleDescription(
      expect.stringContaining('This field is required.'),
    );
  });

  it('shows the server’s refusals on their fields until the field changes', async () => {
    const failure = refusal(422, 'REQUEST.INVALID', 'Check the fields.', {
      attributes: [{ field: 'full_name', messages: ['Write the name on one line.'] }],
    });
    const { api, sent } = consentApi({ fail: [failure] });
    const { user } = renderPage(api);
    await fillSigner(user);
    await user.click(screen.getByRole('radio', { name: 'Type' }));
    await user.type(screen.getByRole('textbox', { name: /Type your signature/ }), 'R. Díaz');
    await user.click(screen.getByRole('checkbox', { name: /I have read/ }));
    await user.click(screen.getByRole('button', { name: 'Sign' }));

    const name = screen.getByRole('textbox', { name: /Full name/ });
    await waitFor(() => {
      expect(name).toHaveAccessibleDescription('Write the name on one line.');
    });
    expect(sent).toHaveLength(1);
    await user.type(name, 'x');
    expect(name).not.toHaveAccessibleDescription('Write the name on one line.');
  });

  it('keeps everything typed when the server cannot be reached, and signs on the next try', async () => {
    const { api, sent } = consentApi({ fail: [{ _tag: 'ApiUnreachable', reason: 'network', message: 'offline' }] });
    const { user } = renderPage(api);
    await fillSigner(user);
    await user.click(screen.getByRole('radio', { name: 'Type' }));
    await user.type(screen.getByRole('textbox', { name: /Type your signature/ }), 'Rosa Díaz');
    await user.click(screen.getByRole('checkbox', { name: /I have read/ }));
    await user.click(screen.getByRole('button', { name: 'Sign' }));

    expect(await screen.findByText(/Your signature was not saved\. Nothing you typed is lost/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('Rosa Díaz');
    expect(screen.getByRole('textbox', { name: /Identification number/ })).toHaveValue('12345678-5');
    expect(screen.getByRole('textbox', { name: /Type your signature/ })).toHaveValue('Rosa Díaz');
    expect(screen.getByRole('checkbox', { name: /I have read/ })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Sign' }));
    await screen.findByRole('region', { name: 'Signed' });
    expect(sent).toHaveLength(2);
  });

  it('shows the signed view when the consent was signed meanwhile (409)', async () => {
    const fake = consentApi({ fail: [refusal(409, 'CONSENT.ALREADY_SIGNED', 'Already signed.')] });
    const { user } = renderPage(fake.api);
    await fillSigner(user);
    fake.signElsewhere();
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    // The local rules refuse first; a valid submission reaches the server.
    await user.click(screen.getByRole('radio', { name: 'Type' }));
    await user.type(screen.getByRole('textbox', { name: /Type your signature/ }), 'Rosa');
    await user.click(screen.getByRole('checkbox', { name: /I have read/ }));
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    const signed = await screen.findByRole('region', { name: 'Signed' });
    expect(within(signed).getAllByRole('definition')[0]).toHaveTextContent('Rosa Díaz');
  });

  it('shows a consent signed before as read only, in Spanish', async () => {
    const { api } = consentApi({ view: { ...UNSIGNED, state: 'signed', signature: SIGNED_ELSEWHERE } });
    renderPage(api, CODE, 'es');
    const signed = await screen.findByRole('region', { name: 'Firmado' });
    expect(
      within(signed)
        .getAllByRole('definition')
        .map((each) => each.textContent),
    ).toEqual(['Rosa Díaz', 'lunes, 30 de noviembre de 2026 a las 09:30', 'Escrita', '2', HASH]);
    expect(within(signed).getByRole('link', { name: 'Descargar el PDF firmado' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('says a code it does not know is not a valid link', async () => {
    renderPage(consentApi().api, 'unknown-code');
    expect(await screen.findByText(/^This consent link is not valid\./)).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign your consent' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to the home page' })).toBeInTheDocument();
  });
});
