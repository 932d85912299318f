// The generated Zod schemas (generated/<document>/zod/<tag>/<tag>.ts) by operation.
import type { ZodType } from 'zod';
import type { DocumentName, OperationInfo } from './documents';

const modules = import.meta.glob<Record<string, unknown>>('../../../generated/*/zod/*/*.ts');

const camel = (text: string) => text.replace(/[-_\s]+(.)?/g, (_, next: string | undefined) => (next ? next.toUpperCase() : ''));
const kebab = (text: string) =>
  text
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[\s_]+/g, '-')
    .toLowerCase();

/** The part of an operation orval writes a schema for. */
export type ZodPart = 'Params' | 'QueryParams' | 'Body' | 'Response';

/** `<operationId><part>` of the operation's tag module, or undefined when orval wrote none. */
export async function zodSchema(info: Pick<OperationInfo, 'document' | 'operation'>, part: ZodPart): Promise<ZodType | undefined> {
  const tag = kebab(info.operation.tags?.[0] ?? 'default');
  const load = modules[`../../../generated/${info.document}/zod/${tag}/${tag}.ts`];
  if (!load) throw new Error(`no generated Zod module for tag ${tag} of ${info.document}`);
  return (await load())[`${camel(info.operation.operationId)}${part}`] as ZodType | undefined;
}

/** Zod's issues as short `path: message` lines. */
export function zodIssues(schema: ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
}

export type { DocumentName };
