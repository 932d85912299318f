import { t } from '@lingui/core/macro';
import { ApiError, NetworkError } from './api-error';
import { findEndpoint, type ApiDocument } from './endpoint-lookup';
import { friendlyErrorText } from './error-text';
import { resolveHosts } from './hosts';
import { stringifyQuery } from './query-string';
import { checkShape } from './shape-check';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** The request shape orval's generated hooks hand to the mutator. */
export interface RequestConfig {
  url: string;
  method: HttpMethod | Lowercase<HttpMethod>;
  params?: object | undefined;
  data?: unknown;
  headers?: Record<string, string> | undefined;
  signal?: AbortSignal | undefined;
}

/**
 * What the mutator needs from the signed-in session. The auth module hands it over at start-up
 * (src/auth/wire-http.ts), so the generated clients depend on this file and this file on nothing
 * of auth: no import cycle through the token exchange, which is itself a generated call.
 */
export interface HttpAuth {
  /** The acting client (for the client API's host) and the support reference of support mode. */
  session(): { client: string; supportReference?: string | undefined };
  /** The id token to send, refreshed first when it has expired; undefined when signed out. */
  idToken(): Promise<string | undefined>;
  /** After the API refused `rejected`: the token to try once more with, or undefined. */
  renewAfterRejection(rejected: string): Promise<string | undefined>;
  /** An operation that needs a token has none: the session has ended. */
  onExpired(): void;
  /** The API refused `renewed`, a token just refreshed. */
  onRenewedTokenRefused(renewed: string): void;
}

const signedOut: HttpAuth = {
  session: () => ({ client: '' }),
  idToken: () => Promise.resolve(undefined),
  renewAfterRejection: () => Promise.resolve(undefined),
  onExpired: () => undefined,
  onRenewedTokenRefused: () => undefined,
};

let auth: HttpAuth = signedOut;

/** Hands the mutator the session's token provider and expiry handlers (once, at start-up). */
export function configureHttp(provider: HttpAuth): void {
  auth = provider;
}

/** `Bearer {id_token}`, prefixed with the support reference in support mode. */
export function authorizationHeader(idToken: string, supportReference?: string): string {
  return supportReference ? `${supportReference} Bearer ${idToken}` : `Bearer ${idToken}`;
}

function baseUrl(document: ApiDocument): string {
  const hosts = resolveHosts(window.location, auth.session().client, {
    adminUrl: import.meta.env.VITE_ADMIN_API_URL,
    clientUrlTemplate: import.meta.env.VITE_CLIENT_API_URL,
  });
  return document === 'client' ? hosts.client : hosts.admin;
}

async function send(document: ApiDocument, config: RequestConfig, idToken: string | undefined): Promise<Response> {
  const headers = new Headers(config.headers);
  headers.set('Accept', 'application/json');
  if (idToken) headers.set('Authorization', authorizationHeader(idToken, auth.session().supportReference));
  const init: RequestInit = { method: config.method.toUpperCase(), headers, signal: config.signal ?? null };
  if (config.data !== undefined) {
    headers.set('Content-Type', 'application/json');
    init.body = JSON.stringify(config.data);
  }
  const query = stringifyQuery(config.params);
  try {
    return await fetch(`${baseUrl(document)}${config.url}${query ? `?${query}` : ''}`, init);
  } catch (error) {
    if (error instanceof TypeError)
      throw new NetworkError(t`The server could not be reached. Check the connection and try again.`, { cause: error });
    throw error;
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function request<T>(document: ApiDocument, config: RequestConfig): Promise<T> {
  const method = config.method.toUpperCase();
  let endpoint;
  try {
    endpoint = findEndpoint(document, method, config.url);
  } catch (error) {
    console.error(error);
    throw error;
  }
  // The answer's validator loads beside the request, not after the answer: one round trip fewer.
  const validator = endpoint.response?.();
  validator?.catch(() => undefined);
  const idToken = endpoint.auth ? await auth.idToken() : undefined;
  if (endpoint.auth && !idToken) {
    auth.onExpired();
    throw new ApiError(401, undefined, t`Authentication expired`);
  }
  let response = await send(document, config, idToken);
  if (response.status === 401 && idToken) {
    const renewed = await auth.renewAfterRejection(idToken);
    if (!renewed) throw new ApiError(401, await readBody(response), t`Authentication expired`);
    response = await send(document, config, renewed);
    if (response.status === 401) {
      auth.onRenewedTokenRefused(renewed);
      throw new ApiError(401, await readBody(response), t`Authentication expired`);
    }
  }
  const body = await readBody(response);
  // Not shown here: the query cache shows it, unless the caller says it shows it itself (src/api/query-client.ts).
  if (!response.ok) {
    const description =
      response.status === 404 ? t`Data not found` : friendlyErrorText(body, `${response.status} ${response.statusText}`.trim());
    throw new ApiError(response.status, body, description);
  }
  const schema = await validator;
  if (!schema) return body as T;
  try {
    return checkShape<T>(`${endpoint.operationId} (${method} ${config.url})`, schema, body);
  } catch (error) {
    console.error(error);
    throw error;
  }
}

export const adminHttp = <T>(config: RequestConfig): Promise<T> => request<T>('admin', config);
export const clientHttp = <T>(config: RequestConfig): Promise<T> => request<T>('client', config);
export const internalHttp = <T>(config: RequestConfig): Promise<T> => request<T>('internal', config);

export type ErrorType<E> = ApiError & { body: E };
export type BodyType<B> = B;
