import { useEffect, type ReactNode } from 'react';

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
