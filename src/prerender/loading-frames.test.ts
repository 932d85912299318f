import { expect, it } from 'vitest';
import { loadingFrameFile, mayNameScreenFrame, screenFrameFile, signedInArea } from './loading-frames';

it('tells the signed-in area of an address by whole path segments', () => {
  expect(signedInArea('/dashboard')).toBe('dashboard');
  expect(signedInArea('/dashboard/services/calls/01M69HC8YZ6HXTQAEHZJ5GNV58')).toBe('dashboard');
  expect(signedInArea('/internal')).toBe('internal');
  expect(signedInArea('/internal/licenses')).toBe('internal');
  expect(signedInArea('/dashboards')).toBeUndefined();
  expect(signedInArea('/sign-in')).toBeUndefined();
  expect(signedInArea('/')).toBeUndefined();
});

it('puts each locale of a frame beside the pre-rendered pages', () => {
  expect(loadingFrameFile('pt-BR', 'internal')).toBe('prerendered/pt-BR/frame-internal.html');
});

it('puts a screen frame under its address and only lets plain addresses name one', () => {
  expect(screenFrameFile('en-GB', '/dashboard/services/calls')).toBe('prerendered/en-GB/frames/dashboard/services/calls.html');
  expect(mayNameScreenFrame('/dashboard/services/calls')).toBe(true);
  expect(mayNameScreenFrame('/dashboard/../../etc/passwd')).toBe(false);
  expect(mayNameScreenFrame('/dashboard/services/calls/')).toBe(false);
});
