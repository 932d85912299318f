// What a handler receives and returns. A handler reads and changes the world and returns the body
// of the operation's success answer; it throws an HttpError (errors.ts) for any other answer.
import type { Grants } from './auth/permissions';
import type { Caller } from './auth/caller';
import type { BodyOf, DocumentName, OperationId, Operations, PathOf, QueryOf, SuccessBody } from './contract';
import type { Org } from './world/org';
import type { World } from './world/world';

export interface Ctx<O> {
  path: PathOf<O>;
  query: QueryOf<O>;
  body: BodyOf<O>;
  world: World;
  /** The operation, which is also the action permissions name (spec section 6). */
  action: string;
  /** Who calls (anonymous for the operations that need no token). */
  caller: Caller;
  /** The organisation acted on: the path's client (admin document) or the caller's (client document). */
  readonly org: Org;
  /** The caller's permissions in `org`. */
  readonly grants: Grants;
  /** Whether the caller may do this operation's action on a group. */
  may(group: string): boolean;
  /** ISO date-time on the world's clock. */
  now(): string;
}

export type Handler<O> = (ctx: Ctx<O>) => SuccessBody<O>;

/** Handlers of one document, by operationId; each module of areas/ exports a part of it. */
export type HandlerTable<D extends DocumentName> = { [K in OperationId<D>]?: Handler<Operations[D][K]> };

/** What a handler's helpers need of its context: everything but the request's own parameters. */
export type Scope = Omit<Ctx<unknown>, 'path' | 'query' | 'body'>;
