import type { MouseEvent, ReactNode } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useStorefrontServices } from './storefront-services';
import { withKeptQuery } from './storefront-route';

// A link to another page of the storefront: a real link (its address shows, it opens in a new tab
// with a modifier or the middle button), which a plain click follows without reloading the page.
// A link into a branch's page carries the current page's query string along (withKeptQuery).

export function RouteLink({
  path,
  className,
  children,
}: {
  readonly path: string;
  readonly className?: string;
  readonly children: ReactNode;
}) {
  useSignals();
  const { router } = useStorefrontServices();
  const href = withKeptQuery(path, router.place.value);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    router.navigate(href);
  };
  return (
    <a href={href} onClick={follow} {...(className === undefined ? {} : { className })}>
      {children}
    </a>
  );
}
