import { createContext, useContext, useEffect, type ReactNode } from 'react';

/** Calls `onRendered` once its children's first render is on the page and their effects have run. */
export function FirstRender({
  onRendered,
  children,
}: {
  readonly onRendered: () => void;
  readonly children: ReactNode;
}) {
  useEffect(() => {
    onRendered();
  }, [onRendered]);
  return children;
}

/**
 * Told each time a page is shown with its code (docs/adr/0133): a page the server rendered is
 * hydrated after the root, once its code is here, and answers clicks only then. Nothing by default
 * (the server's render).
 */
export const PageShownContext = createContext<() => void>(() => undefined);

/** Placed beside a page in its Suspense boundary: says the page is shown once the boundary's content is. */
export function PageShown() {
  const shown = useContext(PageShownContext);
  useEffect(() => {
    shown();
  }, [shown]);
  return null;
}
