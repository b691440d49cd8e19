// How the server's and the CLI's composition modules use tsyringe (docs/adr/0003): symbols that
// remember the type they resolve to, registered with `useValue` or a cached `useFactory` and resolved
// by name — no decorators, since tsx, esbuild and Vite emit no decorator metadata.
// tsyringe checks for a Reflect polyfill as it loads, so this import comes before tsyringe's.
import 'reflect-metadata';
import { container, instanceCachingFactory, type DependencyContainer } from 'tsyringe';

/** A tsyringe token that remembers what it resolves to, so registrations and resolutions are typed. */
export type Token<T> = symbol & { readonly resolvesTo?: T };

export const token = <T>(description: string): Token<T> => Symbol(description);

/** A container of its own, so that each composition (and each test's) starts empty. */
export const newContainer = (): DependencyContainer => container.createChildContainer();

/** Registers a value made before composition, such as a database opened asynchronously. */
export function provideValue<T>(registry: DependencyContainer, key: Token<T>, value: T): void {
  // tsyringe takes a `useValue` of null or undefined for no value at all, and then tries to construct
  // the token: an absent adapter (no Redis, no test clock) is registered as a factory answering it.
  if (value === null || value === undefined) registry.register<T>(key, { useFactory: () => value });
  else registry.register<T>(key, { useValue: value });
}

/** Registers a factory run at the first resolution, whose instance every later resolution shares. */
export function provide<T>(
  registry: DependencyContainer,
  key: Token<T>,
  factory: (resolved: DependencyContainer) => T,
): void {
  registry.register<T>(key, { useFactory: instanceCachingFactory(factory) });
}

export const resolve = <T>(registry: DependencyContainer, key: Token<T>): T => registry.resolve<T>(key);
