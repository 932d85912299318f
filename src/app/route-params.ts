import { data, type LoaderFunctionArgs } from 'react-router';

type Check = (value: string) => boolean;

const lengthBetween = (min: number, max: number): Check => (value) => value.length >= min && value.length <= max;
const ULID = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/;

/** Spec sections 3 and 5: the shape of each route parameter. */
export const PARAM_RULES: Record<string, Check> = {
  payloadReference: lengthBetween(26, 36),
  deviceReference: (value) => value.length > 0 && /^[^ ,+#/:][^,+#/:]*$/.test(value),
  deviceUserReference: (value) => lengthBetween(3, 60)(value) && /^[^ ,][^,]*$/.test(value),
  roleReference: (value) => lengthBetween(3, 35)(value) && /^[A-Za-z0-9_.!()-](?:[A-Za-z0-9_.!() -]*[A-Za-z0-9_.!()-])?$/.test(value),
  transferId: (value) => ULID.test(value),
};

/**
 * A loader that refuses malformed parameters with a fatal 404 (spec section 8: a route
 * validation failure is fatal with status 404).
 */
export function validateParams(...names: (keyof typeof PARAM_RULES)[]) {
  return ({ params }: LoaderFunctionArgs) => {
    for (const name of names) {
      const value = params[name] ?? '';
      const check = PARAM_RULES[name];
      if (check && !check(value)) throw data(`Invalid ${name}: ${value}`, { status: 404, statusText: 'Page Not Found' });
    }
    return null;
  };
}
