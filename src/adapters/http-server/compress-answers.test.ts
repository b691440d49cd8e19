import { Hono, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { describe, expect, it } from 'vitest';
import { compressAnswers } from './compress-answers';

// compressAnswers must answer byte for byte and header for header as hono's compress does.

const bigJson = JSON.stringify({ hours: Array.from({ length: 80 }, (_, index) => ({ index, hour: '10:00' })) });

function appWith(compression: MiddlewareHandler): Hono {
  const app = new Hono();
  app.use('*', compression);
  app.get('/json', (c) => c.body(bigJson, 200, { 'Content-Type': 'application/json' }));
  app.get('/small', (c) => c.json({ ok: true }));
  app.get('/no-transform', (c) =>
    c.body(bigJson, 200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-transform' }),
  );
  app.get('/vary-origin', (c) => c.body(bigJson, 200, { 'Content-Type': 'application/json', Vary: 'Origin' }));
  app.get('/vary-any', (c) => c.body(bigJson, 200, { 'Content-Type': 'application/json', Vary: '*' }));
  app.get('/precompressed', (c) =>
    c.body(bigJson, 200, { 'Content-Type': 'application/javascript', 'Content-Encoding': 'gzip' }),
  );
  app.get('/image', (c) => c.body(bigJson, 200, { 'Content-Type': 'image/png' }));
  app.get('/partial', (c) => c.body(bigJson, 206, { 'Content-Type': 'application/json' }));
  app.get('/with-length', (c) => c.body('{"a":1}', 200, { 'Content-Type': 'application/json', 'Content-Length': '7' }));
  app.get('/failing', () => {
    throw new Error('broken');
  });
  app.onError((_error, c) => c.json({ error: 'broken' }, 500));
  return app;
}

async function answer(app: Hono, path: string, method: string, encoding: string | undefined) {
  const response = await app.request(path, {
    method,
    headers: encoding === undefined ? {} : { 'Accept-Encoding': encoding },
  });
  return {
    status: response.status,
    headers: [...response.headers].sort(),
    body: Buffer.from(await response.arrayBuffer()).toString('base64'),
  };
}

describe('compressAnswers (hono compress, without rebuilding an answer nobody compresses)', () => {
  const paths = [
    '/json',
    '/small',
    '/no-transform',
    '/vary-origin',
    '/vary-any',
    '/precompressed',
    '/image',
    '/partial',
    '/with-length',
    '/failing',
    '/missing',
  ];
  const hono = appWith(compress());
  const ours = appWith(compressAnswers());

  for (const method of ['GET', 'HEAD'])
    for (const encoding of [undefined, 'gzip', 'deflate', 'identity', 'br'])
      it(`answers ${method} with Accept-Encoding ${encoding ?? '(none)'} exactly as hono's compress does`, async () => {
        for (const path of paths)
          expect({ path, ...(await answer(ours, path, method, encoding)) }).toEqual({
            path,
            ...(await answer(hono, path, method, encoding)),
          });
      });

  it('still says the answer varies with Accept-Encoding when the client sent none', async () => {
    const response = await ours.request('/json');
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(response.headers.get('Content-Encoding')).toBeNull();
  });
});
