import type { HandlerTable } from '../handler';

export const devicesAdmin: HandlerTable<'admin'> = {};
