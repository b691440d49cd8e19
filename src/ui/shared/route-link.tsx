import type { MouseEvent, ReactNode } from 'react';
import { useStorefrontServices } from './storefront-services';

// A link to another page of the storefront: a real link (its address shows, it opens in a new tab
// with a modifier or the middle button), which a plain click follows without reloading the page.

export function RouteLink({
  path,
  className,
  children,
}: {
  readonly path: string;
  readonly className?: string;
  readonly children: ReactNode;
}) {
  const { router } = useStorefrontServices();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    router.navigate(path);
  };
  return (
    <a href={path} onClick={follow} {...(className === undefined ? {} : { className })}>
      {children}
    </a>
  );
}
