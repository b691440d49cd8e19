import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../http/booking-api.generated';
import { parseYamlFile, writeYamlFile } from '../catalogue-file/yaml-catalogue';
import { DEMO_STAFF_API_KEY } from '../persistence/demo/demo-bookings';
import { expectFailure, seededTestServer, type TestServer } from './test-server.test-support';

// The catalogue file's staff calls end to end (issue 21; docs/adr/0077): PUT, GET and POST …/plan
// through the Hono app, the use cases and the SQL store on a PGlite holding the demo data. Every
// response is checked against the contract by the client that requests it.

type Schemas = components['schemas'];

let server: TestServer;

beforeAll(async () => {
  server = await seededTestServer();
});

afterAll(async () => {
  await server.dispose();
});

const example = parseYamlFile(
  readFileSync(new URL('../../../docs/examples/catalogue-salon.yaml', import.meta.url), 'utf8'),
)._unsafeUnwrap().data as Record<string, unknown> & {
  company: Record<string, unknown>;
  promotions: Record<string, unknown>[];
  services: Record<string, unknown>[];
};
// A new company from the example file (its promotion tokens are the demo salon's: tokens are unique).
const document = {
  ...example,
  company: { ...example.company, slug: 'nuevo-salon', name: 'Nuevo Salón' },
  promotions: example.promotions.map((promotion) => ({ ...promotion, token: `nuevo-${String(promotion['token'])}` })),
};

const send = (method: 'PUT' | 'POST', path: string, body: unknown, key: string | null = DEMO_STAFF_API_KEY) =>
  server.client.request(path, {
    method,
    headers: { 'content-type': 'application/json', ...(key === null ? {} : { 'api-key': key }) },
    body: JSON.stringify(body),
  });

describe('the catalogue file’s staff calls', () => {
  it('plan a new company, apply it, serve its storefront, export it, and apply it again to no change', async () => {
    const plan = await send('POST', '/staff/companies/nuevo-salon/catalogue/plan', document);
    expect(plan.status).toBe(200);
    const planned = plan.body as Schemas['CataloguePlan'];
    expect(planned.creates).toBe(true);
    expect(planned.changes[0]).toEqual({ kind: 'create_company', company: 'nuevo-salon' });
    expect((await server.client.get('/companies/overview?website=nuevo-salon')).status).toBe(404);

    const applied = await send('PUT', '/staff/companies/nuevo-salon/catalogue', document);
    expect(applied.status).toBe(200);
    expect((applied.body as Schemas['AppliedCatalogue']).changes).toEqual(planned.changes);

    const overview = await server.client.get('/companies/overview?website=nuevo-salon');
    expect(overview.status).toBe(200);
    expect(overview.body).toMatchObject({ name: 'Nuevo Salón' });

    const exported = await server.client.get('/staff/companies/nuevo-salon/catalogue', {
      'api-key': DEMO_STAFF_API_KEY,
    });
    expect(exported.status).toBe(200);
    expect((exported.body as { services: unknown[] }).services).toHaveLength(example.services.length);

    const again = await send('PUT', '/staff/companies/nuevo-salon/catalogue', exported.body);
    expect(again.body).toEqual({ changes: [], cancelled: [] });
  });

  it('moves a price as one update of one field', async () => {
    const services = example.services.map((service, index) => (index === 0 ? { ...service, price: 21000 } : service));
    const plan = await send('POST', '/staff/companies/nuevo-salon/catalogue/plan', { ...document, services });
    expect((plan.body as Schemas['CataloguePlan']).changes).toEqual([
      {
        kind: 'update',
        section: 'services',
        key: example.services[0]?.['slug'],
        fields: [{ field: 'price', from: 18000, to: 21000 }],
      },
    ]);
  });

  it('refuses an invalid file with every problem at its path, and calls without a key', async () => {
    const services = example.services.map((service, index) => (index === 2 ? { ...service, duration: 7 } : service));
    const invalid = await send('PUT', '/staff/companies/nuevo-salon/catalogue', { ...document, services });
    expectFailure(invalid, 422, 'CATALOGUE.INVALID', 'services[2].duration');

    const mismatch = await send('PUT', '/staff/companies/otro-salon/catalogue', document);
    expectFailure(mismatch, 422, 'CATALOGUE.COMPANY_MISMATCH');

    expectFailure(
      await send('PUT', '/staff/companies/nuevo-salon/catalogue', document, null),
      401,
      'AUTH.UNAUTHENTICATED',
    );
    expectFailure(
      await server.client.get('/staff/companies/nadie/catalogue', { 'api-key': DEMO_STAFF_API_KEY }),
      404,
      'COMPANY.NOT_FOUND',
    );
  });

  it('refuses a promotion token another company holds as a problem at its path (422), not a failure', async () => {
    const thief = {
      ...document,
      company: { ...document.company, slug: 'ladron-de-tokens' },
      promotions: example.promotions,
    };
    const refused = await send('PUT', '/staff/companies/ladron-de-tokens/catalogue', thief);
    expectFailure(refused, 422, 'CATALOGUE.INVALID', 'promotions[0].token');
    expect((refused.body as Schemas['Error']).errors?.[0]).toMatch(
      /^promotions\[0\]\.token: already used by another company/,
    );
    expectFailure(
      await server.client.get('/staff/companies/ladron-de-tokens/catalogue', { 'api-key': DEMO_STAFF_API_KEY }),
      404,
      'COMPANY.NOT_FOUND',
    );
  });

  it('reads a file sent as YAML, names the line of each problem, and says where a body is not YAML', async () => {
    const sendYaml = (method: 'PUT' | 'POST', path: string, text: string, contentType = 'application/yaml') =>
      server.client.request(path, {
        method,
        headers: { 'content-type': contentType, 'api-key': DEMO_STAFF_API_KEY },
        body: text,
      });
    const yaml = writeYamlFile(document);
    for (const contentType of ['application/yaml', 'application/x-yaml', 'text/yaml; charset=utf-8']) {
      const plan = await sendYaml('POST', '/staff/companies/nuevo-salon/catalogue/plan', yaml, contentType);
      expect(plan.status).toBe(200);
      expect((plan.body as Schemas['CataloguePlan']).changes).toEqual([]);
    }

    const broken = yaml.replace(/^(\s*)duration: \d+$/m, '$1duration: 7');
    const brokenLine = broken.split('\n').findIndex((line) => /duration: 7$/.test(line)) + 1;
    const invalid = await sendYaml('PUT', '/staff/companies/nuevo-salon/catalogue', broken);
    expectFailure(invalid, 422, 'CATALOGUE.INVALID', 'services[0].duration');
    expect((invalid.body as Schemas['Error']).errors).toContain(
      `line ${String(brokenLine)}: services[0].duration: must be a positive multiple of 5 minutes, at most 1440`,
    );

    const notYaml = await sendYaml('PUT', '/staff/companies/nuevo-salon/catalogue', 'company: [unclosed\n');
    expectFailure(notYaml, 400, 'REQUEST.MALFORMED_YAML');
    expect((notYaml.body as Schemas['Error']).errors?.[0]).toMatch(/^line \d+, column \d+: this is not valid YAML/);
  });

  it('exports the catalogue as its YAML file when Accept asks for YAML, and as JSON otherwise', async () => {
    const asJson = await server.client.get('/staff/companies/nuevo-salon/catalogue', { 'api-key': DEMO_STAFF_API_KEY });
    for (const accept of ['application/yaml', 'text/yaml, application/json;q=0.5', 'application/x-yaml, */*']) {
      const asYaml = await server.client.get('/staff/companies/nuevo-salon/catalogue', {
        'api-key': DEMO_STAFF_API_KEY,
        accept,
      });
      expect(asYaml.status).toBe(200);
      expect(asYaml.headers.get('content-type')).toBe('application/yaml; charset=UTF-8');
      expect(parseYamlFile(asYaml.body as string)._unsafeUnwrap().data).toEqual(asJson.body);
    }
    for (const accept of ['application/json', 'application/json, application/yaml', '*/*']) {
      const json = await server.client.get('/staff/companies/nuevo-salon/catalogue', {
        'api-key': DEMO_STAFF_API_KEY,
        accept,
      });
      expect(json.headers.get('content-type')).toMatch(/^application\/json/);
    }
  });
});
