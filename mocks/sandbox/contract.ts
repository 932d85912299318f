// Types of the three OpenAPI documents as the sandbox sees them: every handler is typed from the
// contract (openapi-typescript's `operations`), so a handler that drifts from it does not compile.
import type { operations as AdminOperations } from '../../generated/admin/schema';
import type { operations as ClientOperations } from '../../generated/client/schema';
import type { operations as InternalOperations } from '../../generated/internal/schema';

export type DocumentName = 'admin' | 'client' | 'internal';

export interface Operations {
  admin: AdminOperations;
  client: ClientOperations;
  internal: InternalOperations;
}

export type OperationId<D extends DocumentName> = keyof Operations[D] & string;

type SuccessCode = 200 | 201 | 202 | 204;
type ResponsesOf<O> = O extends { responses: infer R } ? R : never;
type JsonOf<R> = R extends { content: { 'application/json': infer T } } ? T : undefined;
type Defined<T> = [T] extends [never] ? Record<string, never> : NonNullable<T>;

/** The body of the operation's success answer (undefined for 204). */
export type SuccessBody<O> = JsonOf<ResponsesOf<O>[Extract<keyof ResponsesOf<O>, SuccessCode>]>;
export type PathOf<O> = O extends { parameters: { path?: infer P } } ? Defined<P> : Record<string, never>;
export type QueryOf<O> = O extends { parameters: { query?: infer Q } } ? Defined<Q> : Record<string, never>;
export type BodyOf<O> = O extends { requestBody: { content: { 'application/json': infer B } } }
  ? B
  : O extends { requestBody?: { content: { 'application/json': infer B } } }
    ? B | undefined
    : undefined;
