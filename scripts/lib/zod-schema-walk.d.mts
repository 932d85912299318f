import type { Node } from 'typescript';

export interface Insertion {
  at: number;
  text: string;
}

/** See zod-schema-walk.mjs: mirrors @orval/zod over a schema and its generated Zod expression. */
export declare class SchemaWalker {
  constructor(bundle: object);
  edits: Insertion[];
  helpers: Set<string>;
  walk(schema: object, node: Node, where: string, options?: { body?: boolean }): void;
}
