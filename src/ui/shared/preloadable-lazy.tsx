import { lazy, type ComponentType } from 'react';

/**
 * A lazily loaded component whose code can be asked for ahead of its first render (docs/adr/0133).
 * Once its code is here it renders at once, never suspending: a part of a page the server rendered,
 * hydrated — or updated before it was hydrated — renders as the server did, rather than falling
 * back to nothing while React resolves a lazy component's promise.
 */
export function preloadableLazy<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): { readonly Component: ComponentType<Props>; readonly preload: () => Promise<unknown> } {
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<ComponentType<Props>> | null = null;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Preloadable(props: Props) {
    const Loaded = loaded ?? Lazy;
    return <Loaded {...props} />;
  }
  return { Component: Preloadable, preload };
}
