import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useEffect } from 'react';

const PRODUCT = msg`Compliance Portal`;

/** "{page} · Compliance Portal", or the product's name alone. */
export function documentTitle(i18n: I18n, page: string | undefined): string {
  const product = i18n._(PRODUCT);
  return page ? `${page} · ${product}` : product;
}

/** Sets the document title to "{page} · Compliance Portal". */
export function usePageTitle(page: string | undefined): void {
  const { i18n } = useLingui();
  const title = documentTitle(i18n, page);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
