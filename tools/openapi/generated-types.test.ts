import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { GENERATED_TYPES_FILE, generateApiTypes, inRepository } from './generate-api-types';

describe('the generated API types (ADR 0005, ADR 0014)', () => {
  it('are what openapi/booking-api.yaml generates now', async () => {
    const committed = await readFile(inRepository(GENERATED_TYPES_FILE), 'utf8').catch(() => '(missing)');
    const fresh = await generateApiTypes();
    expect(committed, `${GENERATED_TYPES_FILE} is stale: run \`npm run generate:api\` and commit the result`).toBe(
      fresh,
    );
  });
});
