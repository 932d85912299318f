import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { i18n } from '@lingui/core';
import { compileSourceMessage } from '@/i18n/compile-source-message';
import { installPatternMessages } from '@/lib/zod-messages';
import { server } from './msw-server';

// Messages fall back to their en-GB source text, so tests read the spec's exact strings.
i18n.setMessagesCompiler(compileSourceMessage);
i18n.load('en-GB', {});
i18n.activate('en-GB');
installPatternMessages();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
