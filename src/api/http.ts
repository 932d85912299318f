import { t } from '@lingui/core/macro';
import qs from 'qs';
import { getSession } from '@/auth/session-store';
import { ensureIdToken, onAuthenticationExpired, onRenewedTokenRefused, refreshAfterRejection } from '@/auth/token';
import { notifyError } from '@/lib/notify';
import { ApiError, NetworkError } from './api-error';
import { findEndpoint, type ApiDocument } from './endpoint-lookup';
import { friendlyErrorText } from './error-text';
import { resolveHosts } from './hosts';
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

/** Query objects go out unencoded, apart from the characters that would end or split a value. */
export function serialiseQuery(params: object | undefined): string {
  if (!params) return '';
  return qs.stringify(params, {
    arrayFormat: 'repeat',
    skipNulls: true,
    encodeValuesOnly: true,
    encoder: (value: unknown, defaultEncoder, charset, type) =>
      type === 'key' ? String(value) : String(value).replace(/[%&#+=\s]/g, (character) => defaultEncoder(character, defaultEncoder, charset)),
  });
}

/** `Bearer {id_token}`, prefixed with the support reference in support mode. */
export function authorizationHeader(idToken: string, supportReference?: string): string {
  return supportReference ? `${supportReference} Bearer ${idToken}` : `Bearer ${idToken}`;
}

function baseUrl(document: ApiDocument): string {
  const hosts = resolveHosts(window.location, getSession().client, {
    adminUrl: import.meta.env.VITE_ADMIN_API_URL,
    clientUrlTemplate: import.meta.env.VITE_CLIENT_API_URL,
  });
  return document === 'client' ? hosts.client : hosts.admin;
}

async function send(document: ApiDocument, config: RequestConfig, idToken: string | undefined): Promise<Response> {
  const headers = new Headers(config.headers);
  headers.set('Accept', 'application/json');
  if (idToken) headers.set('Authorization', authorizationHeader(idToken, getSession().supportReference));
  const init: RequestInit = { method: config.method.toUpperCase(), headers, signal: config.signal ?? null };
  if (config.data !== undefined) {
    headers.set('Content-Type', 'application/json');
    init.body = JSON.stringify(config.data);
  }
  const query = serialiseQuery(config.params);
  try {
    return await fetch(`${baseUrl(document)}${config.url}${query ? `?${query}` : ''}`, init);
  } catch (error) {
    if (error instanceof TypeError) throw new NetworkError(t`The server could not be reached. Check the connection and try again.`, { cause: error });
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
  const idToken = endpoint.auth ? await ensureIdToken() : undefined;
  if (endpoint.auth && !idToken) {
    onAuthenticationExpired();
    throw new ApiError(401, undefined, t`Authentication expired`);
  }
  let response = await send(document, config, idToken);
  if (response.status === 401 && idToken) {
    const renewed = await refreshAfterRejection(idToken);
    if (!renewed) throw new ApiError(401, await readBody(response), t`Authentication expired`);
    response = await send(document, config, renewed);
    if (response.status === 401) {
      onRenewedTokenRefused(renewed);
      throw new ApiError(401, await readBody(response), t`Authentication expired`);
    }
  }
  const body = await readBody(response);
  if (!response.ok) {
    const description = response.status === 404 ? t`Data not found` : friendlyErrorText(body, `${response.status} ${response.statusText}`.trim());
    notifyError(t`An error occurred`, description);
    throw new ApiError(response.status, body, description);
  }
  const schema = endpoint.response ? await endpoint.response() : undefined;
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
