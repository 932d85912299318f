import { endpoints as admin } from '@generated/admin/endpoints';
import { endpoints as client } from '@generated/client/endpoints';
import { endpoints as internal } from '@generated/internal/endpoints';
import type { EndpointMeta } from './endpoint-meta';

export type ApiDocument = 'admin' | 'client' | 'internal';

export const endpointTables: Readonly<Record<ApiDocument, readonly EndpointMeta[]>> = { admin, client, internal };

const parameterCount = (path: string): number => path.split('{').length - 1;

/** Of several operations matching one path, the most literal: /alerts/summary is not /alerts/{alert_reference}. */
export const fewestParameters = (matches: readonly EndpointMeta[]): EndpointMeta =>
  matches.reduce((best, endpoint) => (parameterCount(endpoint.path) < parameterCount(best.path) ? endpoint : best));

export class UnknownEndpointError extends Error {
  constructor(method: string, url: string) {
    super(`Cannot find metadata for endpoint ${method} ${url}`);
    this.name = 'UnknownEndpointError';
  }
}

/** The operation of `document` that serves `method` on `url` (a path with its parameters filled in). */
export function findEndpoint(document: ApiDocument, method: string, url: string): EndpointMeta {
  const path = url.split('?')[0] ?? url;
  const upper = method.toUpperCase();
  const matches = endpointTables[document].filter((endpoint) => endpoint.method === upper && endpoint.pattern.test(path));
  if (!matches.length) throw new UnknownEndpointError(upper, path);
  return fewestParameters(matches);
}
