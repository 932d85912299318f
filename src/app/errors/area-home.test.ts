import { expect, it } from 'vitest';
import { areaHome } from './area-home';

it('leads back to the home of the area a path lies in, else to the landing page', () => {
  expect(areaHome('/dashboard/devices/ldn-1')).toBe('/dashboard');
  expect(areaHome('/internal/licenses')).toBe('/internal');
  expect(areaHome('/dashboards')).toBe('/');
  expect(areaHome('/privacy')).toBe('/');
});
