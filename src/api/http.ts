import qs from 'qs';
import { getSession } from '@/auth/session-store';
import { ApiError } from './api-error';
import { resolveHosts, type ApiHosts } from './hosts';

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

export type ApiDocument = 'admin' | 'client' | 'internal';


const QUERY_LIMITS = { arrayLimit: 20, depth: 5, parameterLimit: 1000 } as const;

/** Query objects go out unencoded apart from the characters that would end a value. */
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

export { QUERY_LIMITS };

function hostsFor(client: string): ApiHosts {
  return resolveHosts(window.location, client, {
    adminUrl: import.meta.env.VITE_ADMIN_API_URL as string | undefined,
    clientUrlTemplate: import.meta.env.VITE_CLIENT_API_URL as string | undefined,
  });
}

/** `Bearer {id_token}`, prefixed with the support reference in support mode. */
export function authorizationHeader(idToken: string, supportReference?: string): string {
  return supportReference ? `${supportReference} Bearer ${idToken}` : `Bearer ${idToken}`;
}

async function request<T>(document: ApiDocument, config: RequestConfig): Promise<T> {
  const session = getSession();
  const hosts = hostsFor(session.client);
  const base = document === 'client' ? hosts.client : hosts.admin;
  const query = serialiseQuery(config.params);
  const headers = new Headers(config.headers);
  headers.set('Accept', 'application/json');
  if (session.idToken) headers.set('Authorization', authorizationHeader(session.idToken, session.supportReference));
  const init: RequestInit = { method: config.method.toUpperCase(), headers, signal: config.signal ?? null };
  if (config.data !== undefined) {
    headers.set('Content-Type', 'application/json');
    init.body = JSON.stringify(config.data);
  }
  const response = await fetch(`${base}${config.url}${query ? `?${query}` : ''}`, init);
  const text = await response.text();
  const body: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) throw new ApiError(response.status, body, `${init.method} ${config.url} failed with ${response.status}`);
  return body as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export const adminHttp = <T>(config: RequestConfig): Promise<T> => request<T>('admin', config);
export const clientHttp = <T>(config: RequestConfig): Promise<T> => request<T>('client', config);
export const internalHttp = <T>(config: RequestConfig): Promise<T> => request<T>('internal', config);

export type ErrorType<E> = ApiError & { body: E };
export type BodyType<B> = B;
