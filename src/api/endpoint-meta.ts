import type { ZodType } from 'zod';

/** One operation of an OpenAPI document, as generated into generated/<document>/endpoints.ts. */
export interface EndpointMeta {
  method: string;
  path: string;
  pattern: RegExp;
  operationId: string;
  /** False where the spec says "no auth". */
  auth: boolean;
  /** Loads the Zod schema of the success body lazily, so the check adds nothing to the first route. */
  response: (() => Promise<ZodType>) | undefined;
}
