// The read-only walk: every GET operation of the three documents, driven by the contract alone.
// Lists are paged to the end (or --max-pages) by `last_key` and asked again with each filter;
// details and sub-resources are read for records the lists returned; nothing is written.
import { operations, type DocumentName, type OperationInfo } from '../../tests/contract/support/documents';
import type { Json } from '../../tests/contract/sandbox/scenario';
import type { VerifyClient } from './client';
import { PAGING, acceptsValue, candidateValues, parametersOf, withNested, type Parameter } from './parameters';

export interface WalkOptions {
  org: string;
  pageSize: number;
  maxPages: number;
  /** Records a detail or sub-resource is read for. */
  sample: number;
}

/** operationId -> why the walk did not call it. */
export type Unreached = Map<string, string>;

/** Operations only a sign-in reaches (a code from the identity provider). */
const SIGN_IN = new Set(['exchangeToken', 'exchangeStaffToken']);

const isPage = (body: Json) => body && typeof body === 'object' && Array.isArray(body.data) && 'last_key' in body;

class Walk {
  /** `<document> <path>` -> the records its answers held. */
  readonly records = new Map<string, Json[]>();
  readonly unreached: Unreached = new Map();
  private readonly getPaths = new Set<string>();

  constructor(
    private readonly api: VerifyClient,
    private readonly options: WalkOptions,
  ) {}

  private allRecords(prefer: string): Json[] {
    const entries = [...this.records].sort(
      ([a], [b]) => Number(prefer.startsWith(b.split(' ')[1] ?? '')) - Number(prefer.startsWith(a.split(' ')[1] ?? '')),
    );
    return entries.flatMap(([, list]) => list);
  }

  private note(info: OperationInfo, body: Json): void {
    const list = isPage(body) ? body.data : Array.isArray(body) ? body : body && typeof body === 'object' ? [body] : [];
    const key = `${info.document} ${info.path}`;
    this.records.set(key, [...(this.records.get(key) ?? []), ...list].slice(0, 500));
  }

  private async get(info: OperationInfo, path: string, query: Record<string, unknown>): Promise<Json | undefined> {
    const { status, body } = await this.api.observe(info.document, 'GET', path, { query });
    return status < 300 ? body : undefined;
  }

  /** Pages a list to its end (or --max-pages); returns its records. */
  private async page(info: OperationInfo, path: string, query: Record<string, unknown>, pages: number): Promise<Json[]> {
    const records: Json[] = [];
    let lastKey: string | undefined;
    for (let page = 0; page < pages; page += 1) {
      const body = await this.get(info, path, { ...query, limit: this.options.pageSize, last_key: lastKey });
      if (!isPage(body)) return records;
      records.push(...body.data);
      if (!body.last_key) break;
      lastKey = body.last_key;
    }
    return records;
  }

  private async read(info: OperationInfo, parameters: Parameter[], path: string, filters: boolean): Promise<void> {
    const query = Object.fromEntries(
      parameters
        .filter((parameter) => parameter.in === 'query' && parameter.required)
        .map((parameter) => [parameter.name, candidateValues(parameter, this.allRecords(info.path))[0]]),
    );
    const paged = parameters.some((parameter) => parameter.name === 'last_key');
    if (!paged) {
      this.note(info, await this.get(info, path, query));
      return;
    }
    const records = await this.page(info, path, query, this.options.maxPages);
    this.note(info, { data: records, last_key: null });
    if (!filters) return;
    if (parameters.some((parameter) => parameter.name === 'query_result')) await this.get(info, path, { ...query, query_result: 'total' });
    for (const parameter of parameters.filter((entry) => entry.in === 'query' && !entry.required && !PAGING.has(entry.name)))
      for (const value of candidateValues(parameter, records.length ? records : this.allRecords(info.path)))
        this.note(info, { data: await this.page(info, path, { ...query, [parameter.name]: value }, 2), last_key: null });
  }

  /** The GET paths above `path` in its document, nearest first (`/tags` for `/tags/{tag_key}`). */
  private parents(info: OperationInfo): string[] {
    return [...this.getPaths]
      .filter((path) => path.startsWith(`${info.document} `) && `${info.document} ${info.path}`.startsWith(`${path}/`))
      .sort((a, b) => b.length - a.length);
  }

  /** Records (and the objects they hold) carrying every parameter, from the nearest parent that has them. */
  private rowsWith(info: OperationInfo, parameters: Parameter[]): Json[] {
    const matching = (records: Json[]) =>
      records.flatMap(withNested).filter((row) => parameters.every((parameter) => acceptsValue(parameter, row[parameter.name])));
    for (const parent of this.parents(info)) {
      const rows = matching(this.records.get(parent) ?? []);
      if (rows.length) return rows;
    }
    // A record's own collection that answered nothing leaves it unread; without one, any list may name it.
    const collection = `${info.document} ${info.path.replace(/\/[^/]+$/, '')}`;
    return this.getPaths.has(collection) ? [] : matching(this.allRecords(info.path));
  }

  /** Concrete paths for an operation's path parameters, from the records read so far. */
  private paths(info: OperationInfo, parameters: Parameter[]): string[] | string {
    const pathParameters = parameters.filter((entry) => entry.in === 'path');
    const fixed = pathParameters.filter((entry) => entry.schema.enum || (entry.name === 'client' && info.document === 'admin'));
    const fromData = pathParameters.filter((entry) => !fixed.includes(entry));
    let assignments: Record<string, unknown>[] = [{}];
    if (fromData.length) {
      const rows = this.rowsWith(info, fromData).sort(
        (a, b) => Number(b.client === this.options.org) - Number(a.client === this.options.org),
      );
      if (!rows.length) return `no record read so far has ${fromData.map((entry) => `\`${entry.name}\``).join(' and ')}`;
      const distinct = new Map(rows.map((row) => [fromData.map((entry) => String(row[entry.name])).join('/'), row]));
      assignments = [...distinct.values()]
        .slice(0, this.options.sample)
        .map((row) => Object.fromEntries(fromData.map((entry) => [entry.name, row[entry.name]])));
    }
    for (const parameter of fixed) {
      const values = parameter.schema.enum ?? [this.options.org];
      assignments = assignments.flatMap((assignment) => values.map((value: unknown) => ({ ...assignment, [parameter.name]: value })));
    }
    return assignments.map((assignment) =>
      Object.entries(assignment).reduce((path, [name, value]) => path.replace(`{${name}}`, encodeURIComponent(String(value))), info.path),
    );
  }

  async run(documents: DocumentName[]): Promise<void> {
    let pending = documents.flatMap((document) => operations(document)).filter((info) => info.method === 'get');
    for (const info of pending) this.getPaths.add(`${info.document} ${info.path}`);
    for (const info of pending.filter((entry) => SIGN_IN.has(entry.operation.operationId)))
      this.unreached.set(info.operation.operationId, 'needs a code from the identity provider (sign in with --sign-in)');
    pending = pending.filter((info) => !SIGN_IN.has(info.operation.operationId));
    while (pending.length) {
      const waiting: OperationInfo[] = [];
      for (const info of pending) {
        const parameters = parametersOf(info);
        const paths = this.paths(info, parameters);
        if (typeof paths === 'string') {
          waiting.push(info);
          this.unreached.set(info.operation.operationId, paths);
          continue;
        }
        this.unreached.delete(info.operation.operationId);
        for (const [index, path] of paths.entries()) await this.read(info, parameters, path, index === 0);
      }
      if (waiting.length === pending.length) return;
      pending = waiting;
    }
  }
}

/** Walks every GET operation of `documents`; returns why some were not called. */
export async function walk(api: VerifyClient, documents: DocumentName[], options: WalkOptions): Promise<Unreached> {
  const walker = new Walk(api, options);
  await walker.run(documents);
  return walker.unreached;
}
