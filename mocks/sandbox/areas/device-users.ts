import type { HandlerTable } from '../handler';

export const deviceUsersAdmin: HandlerTable<'admin'> = {};
