import { data, type LoaderFunctionArgs } from 'react-router';
import type { ZodType } from 'zod';
import { getPayloadResponse } from '@generated/client/zod/payloads/payloads';

/**
 * Spec sections 3 and 5: each route parameter follows the rule of the contract field it names,
 * taken from the generated Zod schema of that field. Loaded with the route, not the first page.
 * The payloads' schemas travel with the signed-in shell (a few kB more): a call's detail page,
 * where reviewers spend their day, then asks for its payload at once rather than after a round
 * trip for them, and the payload lists, the dashboard's main screens, validate their answers with
 * them too.
 */
const PARAM_SCHEMAS = {
  payloadReference: () => Promise.resolve(getPayloadResponse.shape.payload_reference),
  deviceReference: () => import('@generated/admin/zod/devices/devices').then((module) => module.getDeviceResponse.shape.device_reference),
  deviceUserReference: () =>
    import('@generated/admin/zod/device-users/device-users').then((module) => module.getDeviceUserResponse.shape.device_user_reference),
  roleReference: () => import('@generated/admin/zod/access/access').then((module) => module.getRoleResponse.shape.role_reference),
  transferId: () => import('@generated/client/zod/transfers/transfers').then((module) => module.getTransferResponse.shape.transfer_id),
} satisfies Record<string, () => Promise<ZodType>>;

type RouteParam = keyof typeof PARAM_SCHEMAS;

/**
 * A loader that refuses malformed parameters with a fatal 404 (spec section 8: a route
 * validation failure is fatal with status 404).
 */
export function validateParams(...names: RouteParam[]) {
  return async ({ params }: LoaderFunctionArgs): Promise<null> => {
    for (const name of names) {
      const value = params[name] ?? '';
      const schema = await PARAM_SCHEMAS[name]();
      if (!schema.safeParse(value).success) throw data(`Invalid ${name}: ${value}`, { status: 404, statusText: 'Page Not Found' });
    }
    return null;
  };
}
