import { expect, it } from 'vitest';
import { signedInArea } from './signed-in-areas';

it('tells the signed-in area of an address by whole path segments', () => {
  expect(signedInArea('/dashboard')).toBe('dashboard');
  expect(signedInArea('/dashboard/services/calls/01M69HC8YZ6HXTQAEHZJ5GNV58')).toBe('dashboard');
  expect(signedInArea('/internal')).toBe('internal');
  expect(signedInArea('/internal/licenses')).toBe('internal');
  expect(signedInArea('/dashboards')).toBeUndefined();
  expect(signedInArea('/sign-in')).toBeUndefined();
  expect(signedInArea('/')).toBeUndefined();
});
