import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';

/** Sets the document title to "{page} · Compliance Portal". */
export function usePageTitle(page: string | undefined): void {
  const { t } = useLingui();
  const product = t`Compliance Portal`;
  useEffect(() => {
    document.title = page ? `${page} · ${product}` : product;
  }, [page, product]);
}
