import { urlParam, type UrlParam } from '@/components/url-state/url-params';

/** The record whose editor is open, kept in the URL (a link opens it; Back closes it) but not counted as a filter. */
export const editorParam = (): UrlParam<string | undefined> => ({ ...urlParam.text(), isFilter: false });

/** The current query with one key set: the href of a row that opens its editor. */
export function hrefWith(search: string, key: string, value: string): string {
  const params = new URLSearchParams(search);
  params.set(key, value);
  return `?${params.toString()}`;
}
