import { describe, expect, it } from 'vitest';
import {
  answerKey,
  answersForHtml,
  preloadedFetch,
  readPreloadedAnswers,
  type PreloadedAnswers,
} from './preloaded-answers';

const preloaded: PreloadedAnswers = {
  language: 'en',
  answers: {
    '/locations/1': { status: 200, body: { id: 1, location_name: 'Providencia' } },
    '/companies/overview?location_id=1&website=salon-aurora': { status: 200, body: { name: 'Salón Aurora' } },
  },
};

function recordingFetch() {
  const asked: string[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    const request = new Request(input, init);
    asked.push(`${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`);
    return Promise.resolve(
      new Response('{"from":"network"}', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
  };
  return { fetch, asked };
}

describe('a location page’s first answers, carried by the page (docs/adr/0028)', () => {
  it('keys an address by its path and its query sorted by name, whatever order it was written in', () => {
    expect(answerKey(new URL('http://x/companies/overview?website=salon-aurora&location_id=1'))).toBe(
      '/companies/overview?location_id=1&website=salon-aurora',
    );
    expect(answerKey(new URL('http://x/locations/1'))).toBe('/locations/1');
  });

  it('answers a GET the page carries from the page, once, then asks the network', async () => {
    const network = recordingFetch();
    const fetch = preloadedFetch(preloaded, 'en', network.fetch);
    const first = await fetch('http://x/companies/overview?website=salon-aurora&location_id=1');
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ name: 'Salón Aurora' });
    expect(network.asked).toEqual([]);
    expect(await (await fetch('http://x/companies/overview?website=salon-aurora&location_id=1')).json()).toEqual({
      from: 'network',
    });
    expect(network.asked).toEqual(['GET /companies/overview?website=salon-aurora&location_id=1']);
  });

  it('asks the network for what the page does not carry, for anything but a GET, and for a client speaking another language', async () => {
    const network = recordingFetch();
    await preloadedFetch(preloaded, 'en', network.fetch)('http://x/services?location_id=1');
    await preloadedFetch(
      preloaded,
      'en',
      network.fetch,
    )(new Request('http://x/locations/1', { method: 'POST', body: '{}' }));
    await preloadedFetch(preloaded, 'es', network.fetch)('http://x/locations/1');
    await preloadedFetch(null, 'en', network.fetch)('http://x/locations/1');
    expect(network.asked).toEqual([
      'GET /services?location_id=1',
      'POST /locations/1',
      'GET /locations/1',
      'GET /locations/1',
    ]);
  });

  it('writes the answers so that no text in them can end the page’s script element, and reads them back', () => {
    const tricky: PreloadedAnswers = {
      language: 'es',
      answers: {
        '/services?location_id=1': {
          status: 200,
          body: { description: '</script><script>alert(1)</script> & <!-- \u2028' },
        },
      },
    };
    const written = answersForHtml(tricky);
    expect(written).not.toMatch(/<|>|&|\u2028/);
    expect(readPreloadedAnswers(written)).toEqual(tricky);
  });

  it('reads no answers from a page that carries none or something else', () => {
    expect(readPreloadedAnswers(null)).toBeNull();
    expect(readPreloadedAnswers('not json')).toBeNull();
    expect(readPreloadedAnswers('{"answers":{}}')).toBeNull();
  });
});
