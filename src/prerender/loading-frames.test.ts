import { expect, it } from 'vitest';
import { loadingFrameFile, mayNameScreenFrame, screenFrameFile } from './loading-frames';

it('puts each locale of a frame beside the pre-rendered pages', () => {
  expect(loadingFrameFile('pt-BR', 'internal')).toBe('prerendered/pt-BR/frame-internal.html');
});

it('puts a screen frame under its address and only lets plain addresses name one', () => {
  expect(screenFrameFile('en-GB', '/dashboard/services/calls')).toBe('prerendered/en-GB/frames/dashboard/services/calls.html');
  expect(mayNameScreenFrame('/dashboard/services/calls')).toBe(true);
  expect(mayNameScreenFrame('/dashboard/../../etc/passwd')).toBe(false);
  expect(mayNameScreenFrame('/dashboard/services/calls/')).toBe(false);
});
