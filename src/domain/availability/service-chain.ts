import { err, ok, Result } from 'neverthrow';
import {
  FIRST_AVAILABLE_PROVIDER,
  type ProviderId,
  type ProviderRef,
  type Service,
  type ServiceId,
} from '../catalog/service';
import type { EmptyChain, InvalidDuration, ProviderDoesNotGiveService } from './availability-error';

// What the client wants placed on the agenda (issue 3): one service, or a consecutive chain of
// several, each starting when the previous one ends and each given by any of the professionals
// allowed for it. A bundle is a chain of its members; each session of a package is a chain of one,
// asked for on its own. The chosen professional narrows a service to that one; "first provider
// available" (id 0) leaves every professional who performs it.

/** One service of a chain: how long it takes and who may give it (ids sorted, no repeats). */
export interface ChainService {
  readonly serviceId: ServiceId;
  readonly durationMinutes: number;
  readonly providerIds: readonly ProviderId[];
}

/** One or more services performed one after another. Built only by `serviceChain`. */
export type ServiceChain = readonly [ChainService, ...ChainService[]] & { readonly ServiceChain: unique symbol };

/** The services as a chain, refusing an empty one and a duration that is not a positive whole number of minutes. */
export function serviceChain(services: readonly ChainService[]): Result<ServiceChain, EmptyChain | InvalidDuration> {
  const [first, ...rest] = services;
  if (first === undefined) return err({ _tag: 'EmptyChain', code: 'AVAILABILITY.EMPTY_CHAIN' });
  const invalid = services.find(
    (service) => !Number.isInteger(service.durationMinutes) || service.durationMinutes <= 0,
  );
  if (invalid !== undefined) {
    return err({
      _tag: 'InvalidDuration',
      code: 'AVAILABILITY.INVALID_DURATION',
      serviceId: invalid.serviceId,
      durationMinutes: invalid.durationMinutes,
    });
  }
  const normalized = (service: ChainService): ChainService => ({
    ...service,
    providerIds: [...new Set(service.providerIds)].sort((a, b) => a - b),
  });
  return ok([normalized(first), ...rest.map(normalized)] as unknown as ServiceChain);
}

interface Performable {
  readonly id: ServiceId;
  readonly durationMinutes: number;
  readonly serviceProviders: readonly ProviderRef[];
}

/**
 * A catalogue service (or bundle member) as given by `chosen`: every professional who performs it
 * for "first provider available" (id 0), else the chosen one, who must be among them.
 */
export function chainServiceFor(
  service: Performable,
  chosen: ProviderId = FIRST_AVAILABLE_PROVIDER.id,
): Result<ChainService, ProviderDoesNotGiveService> {
  const performers = service.serviceProviders.map((provider) => provider.id);
  if (chosen === FIRST_AVAILABLE_PROVIDER.id) {
    return ok({ serviceId: service.id, durationMinutes: service.durationMinutes, providerIds: performers });
  }
  if (!performers.includes(chosen)) {
    return err({
      _tag: 'ProviderDoesNotGiveService',
      code: 'AVAILABILITY.PROVIDER_DOES_NOT_GIVE_SERVICE',
      serviceId: service.id,
      providerId: chosen,
    });
  }
  return ok({ serviceId: service.id, durationMinutes: service.durationMinutes, providerIds: [chosen] });
}

/**
 * A bundle's members in order, each given by the professional chosen for it (`chosen[i]` for the
 * i-th member; missing means "first provider available"). Something that is not a bundle is an
 * empty chain.
 */
export function bundleChain(
  bundle: Service,
  chosen: readonly ProviderId[] = [],
): Result<ServiceChain, EmptyChain | InvalidDuration | ProviderDoesNotGiveService> {
  return Result.combine(bundle.bundle.map((member, index) => chainServiceFor(member, chosen[index]))).andThen(
    serviceChain,
  );
}
