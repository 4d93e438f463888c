/** Sets the browser tab's title to `<page> · Koelservice Portaal` while a page is shown. */
import { useEffect } from 'react';

const appName = 'Koelservice Portaal';

export function useDocumentTitle(pageTitle: string | null): void {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${appName}` : appName;
  }, [pageTitle]);
}
