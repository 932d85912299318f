// Method and path -> operation, from the endpoint tables generated from the bundled documents.
import { endpoints as adminEndpoints } from '../../generated/admin/endpoints';
import { endpoints as clientEndpoints } from '../../generated/client/endpoints';
import { endpoints as internalEndpoints } from '../../generated/internal/endpoints';
import type { EndpointMeta } from '../../src/api/endpoint-meta';
import type { DocumentName } from './contract';
import { badRequest } from './http/errors';

export interface Route {
  document: DocumentName;
  operationId: string;
  method: string;
  /** The path template of the document, e.g. `/api/v1/{client}/tags/{tag_key}`. */
  path: string;
  auth: boolean;
  /** Path parameter names in order. */
  names: string[];
  pattern: RegExp;
}

export interface Match {
  route: Route;
  params: Record<string, string>;
}

const TABLES: Record<DocumentName, readonly EndpointMeta[]> = {
  admin: adminEndpoints,
  client: clientEndpoints,
  internal: internalEndpoints,
};

function toRoute(document: DocumentName, endpoint: EndpointMeta): Route {
  const names = [...endpoint.path.matchAll(/\{([^}]+)\}/g)].map((found) => found[1] ?? '');
  const source = endpoint.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '([^/]+)');
  return {
    document,
    operationId: endpoint.operationId,
    method: endpoint.method,
    path: endpoint.path,
    auth: endpoint.auth,
    names,
    pattern: new RegExp(`^${source}$`),
  };
}

/** Literal segments win over parameters: `/alerts/summary` before `/alerts/{alert_reference}`. */
const specificity = (route: Route) => route.names.length;

export const ROUTES: Record<DocumentName, Route[]> = {
  admin: adminEndpoints.map((endpoint) => toRoute('admin', endpoint)).sort((a, b) => specificity(a) - specificity(b)),
  client: clientEndpoints.map((endpoint) => toRoute('client', endpoint)).sort((a, b) => specificity(a) - specificity(b)),
  internal: internalEndpoints.map((endpoint) => toRoute('internal', endpoint)).sort((a, b) => specificity(a) - specificity(b)),
};

function decodeParam(name: string, value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw badRequest(`The path parameter ${name} is not valid percent-encoded UTF-8`);
  }
}

/** The operation a request names, with its decoded path parameters; undefined when none matches; 400 for a malformed parameter. */
export function matchRoute(document: DocumentName, method: string, path: string): Match | undefined {
  for (const route of ROUTES[document]) {
    if (route.method !== method) continue;
    const found = route.pattern.exec(path);
    if (!found) continue;
    const params: Record<string, string> = {};
    route.names.forEach((name, index) => {
      params[name] = decodeParam(name, found[index + 1] ?? '');
    });
    return { route, params };
  }
  return undefined;
}

/** Every operation of a document. */
export const operationIds = (document: DocumentName): string[] => TABLES[document].map((endpoint) => endpoint.operationId);
