/**
 * The query `query` with the detail page's tab `param` set to `value`, or without it for the first
 * tab (`undefined`): the first tab is the page without the parameter, so its link stays the page's own.
 */
export function withTab(query: string, param: string, value: string | undefined): string {
  const next = new URLSearchParams(query);
  if (value === undefined) next.delete(param);
  else next.set(param, value);
  return next.toString();
}
