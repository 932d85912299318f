import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { i18n } from '@lingui/core';
import { server } from './msw-server';

// Messages fall back to their en-GB source text, so tests read the spec's exact strings.
i18n.load('en-GB', {});
i18n.activate('en-GB');

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
