import { describe, expect, it } from 'vitest';
import type { ProviderId, ServiceId } from '../catalog/service';
import { exampleBundleMember, exampleService } from '../catalog/service.arbitraries';
import { bundleChain, chainServiceFor, serviceChain } from './service-chain';

const haircut = exampleService({
  serviceProviders: [
    { id: 3, publicName: 'Carla' },
    { id: 1, publicName: 'Ana' },
  ],
});

describe('service chains (issue 3: consecutive chains, bundles and sessions)', () => {
  it('refuses an empty chain', () => {
    expect(serviceChain([])._unsafeUnwrapErr()).toEqual({ _tag: 'EmptyChain', code: 'AVAILABILITY.EMPTY_CHAIN' });
  });

  it.each([0, -15, 12.5])('refuses a service lasting %d minutes', (durationMinutes) => {
    const refused = serviceChain([{ serviceId: 9 as ServiceId, durationMinutes, providerIds: [] }])._unsafeUnwrapErr();
    expect(refused).toEqual({
      _tag: 'InvalidDuration',
      code: 'AVAILABILITY.INVALID_DURATION',
      serviceId: 9,
      durationMinutes,
    });
  });

  it('keeps each service’s professionals sorted and once', () => {
    const chain = serviceChain([
      { serviceId: 9 as ServiceId, durationMinutes: 30, providerIds: [3, 1, 3] as ProviderId[] },
    ])._unsafeUnwrap();
    expect(chain[0].providerIds).toEqual([1, 3]);
  });

  it('leaves every professional who performs a service for "first provider available" (booking-wizard §3 Provider id 0)', () => {
    expect(chainServiceFor(haircut)._unsafeUnwrap()).toEqual({
      serviceId: 7,
      durationMinutes: 45,
      providerIds: [3, 1],
    });
    expect(chainServiceFor(haircut, 0 as ProviderId)._unsafeUnwrap().providerIds).toEqual([3, 1]);
  });

  it('narrows a service to the chosen professional, who must perform it', () => {
    expect(chainServiceFor(haircut, 3 as ProviderId)._unsafeUnwrap().providerIds).toEqual([3]);
    expect(chainServiceFor(haircut, 2 as ProviderId)._unsafeUnwrapErr()).toEqual({
      _tag: 'ProviderDoesNotGiveService',
      code: 'AVAILABILITY.PROVIDER_DOES_NOT_GIVE_SERVICE',
      serviceId: 7,
      providerId: 2,
    });
  });

  it('chains a bundle’s members in order, each with the professional chosen for it (booking-wizard §2 "Service N of M")', () => {
    const bundle = exampleService({
      durationMinutes: 30,
      bundle: [
        {
          ...exampleBundleMember(11, 'Wash'),
          serviceProviders: [
            { id: 1, publicName: 'Ana' },
            { id: 2, publicName: 'Bruno' },
          ],
        },
        { ...exampleBundleMember(12, 'Cut'), serviceProviders: [{ id: 2, publicName: 'Bruno' }] },
      ],
    });
    const chain = bundleChain(bundle, [1 as ProviderId])._unsafeUnwrap();
    expect(chain.map((service) => [service.serviceId, service.durationMinutes, service.providerIds])).toEqual([
      [11, 15, [1]],
      [12, 15, [2]],
    ]);
    expect(bundleChain(bundle, [0 as ProviderId, 1 as ProviderId])._unsafeUnwrapErr().code).toBe(
      'AVAILABILITY.PROVIDER_DOES_NOT_GIVE_SERVICE',
    );
  });

  it('finds no chain in a service that is not a bundle', () => {
    expect(bundleChain(haircut)._unsafeUnwrapErr().code).toBe('AVAILABILITY.EMPTY_CHAIN');
  });
});
