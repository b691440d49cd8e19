import { describe, expect, it } from 'vitest';
import { catalogueJsonSchema } from './catalogue-json-schema';

interface ObjectSchema {
  readonly type?: string;
  readonly properties?: Readonly<Record<string, ObjectSchema & { readonly items?: ObjectSchema }>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: boolean;
  readonly pattern?: string;
}

describe('the catalogue file JSON Schema (issue 21: reserva catalogue schema)', () => {
  const schema = catalogueJsonSchema() as ObjectSchema & { readonly $schema?: string };

  it('is a draft 2020-12 schema of an object that refuses keys it does not know', () => {
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.type).toBe('object');
    expect(schema.additionalProperties).toBe(false);
  });

  it('requires what has no default and leaves the rest optional', () => {
    expect(schema.required).toEqual(['version', 'company', 'locations']);
    const service = schema.properties?.['services']?.items;
    expect(service?.required).toEqual(['slug', 'name', 'duration']);
    expect(service?.properties?.['duration']?.type).toBe('integer');
    const giftCard = schema.properties?.['gift_card_products']?.items;
    expect(giftCard?.required).toEqual(['slug', 'name', 'validity_months', 'honoured_at']);
    expect(giftCard?.additionalProperties).toBe(false);
    const consentForm = schema.properties?.['consent_forms']?.items;
    expect(consentForm?.required).toEqual(['slug', 'title', 'body_markdown']);
    expect(service?.properties?.['consent_forms']?.type).toBe('array');
  });

  it('carries the patterns of slugs', () => {
    expect(schema.properties?.['company']?.properties?.['slug']?.pattern).toBe('^[a-z0-9]+(?:-[a-z0-9]+)*$');
  });
});
