import { useEffect } from 'react';

/**
 * Keeps the document's title at `title` while the page shows (issue 36): the title the server wrote
 * into the page's head, kept in step as the storefront moves between its pages. Null leaves it as it is.
 */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);
}
