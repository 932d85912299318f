import type { HandlerTable } from '../handler';

export const accessAdmin: HandlerTable<'admin'> = {};

export const accessInternal: HandlerTable<'internal'> = {};
