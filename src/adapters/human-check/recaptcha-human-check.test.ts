import { describe, expect, it } from 'vitest';
import { recaptchaHumanCheck, SITEVERIFY_URL } from './recaptcha-human-check';

// reCAPTCHA v3 as the human check (ADR 0041) against a stand-in for Google's siteverify, answering
// as Google's documentation shows (developers.google.com/recaptcha/docs/v3, docs/verify).

const SETTINGS = { secret: 'the-sites-secret-key', minScore: 0.5, hostname: null };

/** A person's token, as siteverify answers for one: success, the action, a high score. */
const PERSONS = {
  success: true,
  score: 0.9,
  action: 'submit',
  challenge_ts: '2026-12-01T15:00:00Z',
  hostname: 'reservas.salon-aurora.example',
};

function siteverify(answer: unknown, status = 200) {
  const requests: { url: string; body: URLSearchParams; contentType: string | null }[] = [];
  const fetch: typeof globalThis.fetch = (url, init) => {
    requests.push({
      url: url instanceof Request ? url.url : url.toString(),
      body: new URLSearchParams(typeof init?.body === 'string' ? init.body : ''),
      contentType: new Headers(init?.headers).get('content-type'),
    });
    return Promise.resolve(Response.json(answer, { status }));
  };
  return { fetch, requests };
}

describe('the reCAPTCHA v3 human check (ADR 0041)', () => {
  it("posts the secret and the token to siteverify as a form, and takes a successful 'submit' token scoring enough for a person's", async () => {
    const google = siteverify(PERSONS);
    expect(await recaptchaHumanCheck(SETTINGS, google.fetch).verify('03AFcWeA6w8kq1')).toEqual({ _tag: 'Person' });
    expect(google.requests).toEqual([
      {
        url: SITEVERIFY_URL,
        body: new URLSearchParams({ secret: 'the-sites-secret-key', response: '03AFcWeA6w8kq1' }),
        contentType: 'application/x-www-form-urlencoded',
      },
    ]);
  });

  it('refuses a missing token without asking Google', async () => {
    const google = siteverify(PERSONS);
    expect(await recaptchaHumanCheck(SETTINGS, google.fetch).verify(null)).toEqual({
      _tag: 'Refused',
      reason: 'missing',
    });
    expect(google.requests).toHaveLength(0);
  });

  it('refuses a token Google does not know (invalid-input-response) as forged', async () => {
    const google = siteverify({ success: false, 'error-codes': ['invalid-input-response'] });
    expect(await recaptchaHumanCheck(SETTINGS, google.fetch).verify('made-up')).toEqual({
      _tag: 'Refused',
      reason: 'forged',
    });
  });

  it('refuses a token too old or already verified (timeout-or-duplicate) as expired', async () => {
    const google = siteverify({ success: false, 'error-codes': ['timeout-or-duplicate'] });
    expect(await recaptchaHumanCheck(SETTINGS, google.fetch).verify('03AFcWeA6w8kq1')).toEqual({
      _tag: 'Refused',
      reason: 'expired',
    });
  });

  it('refuses a score under the configured threshold, and takes one at it', async () => {
    expect(await recaptchaHumanCheck(SETTINGS, siteverify({ ...PERSONS, score: 0.3 }).fetch).verify('t')).toEqual({
      _tag: 'Refused',
      reason: 'unconvincing',
    });
    expect(
      await recaptchaHumanCheck({ ...SETTINGS, minScore: 0.3 }, siteverify({ ...PERSONS, score: 0.3 }).fetch).verify(
        't',
      ),
    ).toEqual({ _tag: 'Person' });
  });

  it("refuses a token made for another action than 'submit'", async () => {
    expect(await recaptchaHumanCheck(SETTINGS, siteverify({ ...PERSONS, action: 'login' }).fetch).verify('t')).toEqual({
      _tag: 'Refused',
      reason: 'unconvincing',
    });
  });

  it('refuses a token made on another host name when one is configured, and takes any otherwise', async () => {
    const onHost = { ...SETTINGS, hostname: 'reservas.salon-aurora.example' };
    expect(await recaptchaHumanCheck(onHost, siteverify(PERSONS).fetch).verify('t')).toEqual({ _tag: 'Person' });
    expect(
      await recaptchaHumanCheck(onHost, siteverify({ ...PERSONS, hostname: 'copycat.example' }).fetch).verify('t'),
    ).toEqual({ _tag: 'Refused', reason: 'unconvincing' });
    expect(
      await recaptchaHumanCheck(SETTINGS, siteverify({ ...PERSONS, hostname: 'copycat.example' }).fetch).verify('t'),
    ).toEqual({ _tag: 'Person' });
  });

  it('fails as broken infrastructure when Google answers an error, rather than blaming the person', async () => {
    await expect(recaptchaHumanCheck(SETTINGS, siteverify({}, 503).fetch).verify('t')).rejects.toThrow(
      "reCAPTCHA's siteverify answered 503",
    );
  });

  it('issues no challenge: the storefront gets its token from Google', async () => {
    expect(await recaptchaHumanCheck(SETTINGS, siteverify(PERSONS).fetch).challenge()).toBeNull();
  });
});
