import { paths } from '@/lib/paths';

export type ClientPanel = 'telemetry' | 'licenses' | 'roles' | 'support';

/** The staff Clients page with one client's panel open (`?client=` and `?panel=`). */
export function clientPanelHref(client: string, panel?: ClientPanel): string {
  const query = new URLSearchParams({ client });
  if (panel) query.set('panel', panel);
  return `${paths.internal.clients}?${query.toString()}`;
}

/** One support access request, opened by its own link over the staff Support list. */
export function supportRequestHref(client: string, requestReference: string): string {
  return `${paths.internal.support}?${new URLSearchParams({ request: requestReference, request_client: client }).toString()}`;
}
