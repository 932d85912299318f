import type { HandlerTable } from '../handler';

export const appsAdmin: HandlerTable<'admin'> = {};
