import { describe, expect, it } from 'vitest';
import { parseWeeklySchedule } from '#domain/availability/working-hours';
import type { ProviderId } from '#domain/catalog/service';
import { getServiceProvider } from './get-service-provider';
import { inMemoryCatalogue } from './in-memory-directories.test-support';

const camila = {
  id: 7 as ProviderId,
  publicName: 'Camila R.',
  image: null,
  biography: 'Colorista',
  weeklyHours: parseWeeklySchedule({
    '1': [
      ['09:00', '13:00'],
      ['14:00', '18:00'],
    ],
  })._unsafeUnwrap(),
};
const provider = getServiceProvider({ catalogue: inMemoryCatalogue({ professionals: [camila] }) });

describe('getting one professional (storefront §2 provider header, booking-wizard §7 GET /service_providers/{id})', () => {
  it('answers the professional with their week', async () => {
    expect((await provider({ providerId: 7 }))._unsafeUnwrap()).toEqual(camila);
  });

  it('does not find an unknown professional', async () => {
    expect((await provider({ providerId: 8 }))._unsafeUnwrapErr()).toMatchObject({
      _tag: 'ProviderNotFound',
      code: 'PROVIDER.NOT_FOUND',
    });
  });
});
