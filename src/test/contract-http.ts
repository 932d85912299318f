import type { components as AdminComponents, paths as AdminPaths } from '@generated/admin/schema';
import type { components as ClientComponents, paths as ClientPaths } from '@generated/client/schema';
import { createOpenApiHttp } from 'openapi-msw';

/**
 * MSW's `http`, typed from each contract (generated/<document>/schema.d.ts, openapi-typescript):
 * a handler's path, params, request body and response body must be the document's, so a unit-test
 * mock cannot drift from the API. Base URLs are the mock hosts the unit tests call.
 */
export const adminApi = createOpenApiHttp<AdminPaths>({ baseUrl: '*/mock/admin' });
export const clientApi = createOpenApiHttp<ClientPaths>({ baseUrl: '*/mock/client' });

/** The contract's schemas (openapi-typescript's view, which the typed handlers check against), for test data. */
export type AdminSchemas = AdminComponents['schemas'];
export type ClientSchemas = ClientComponents['schemas'];
