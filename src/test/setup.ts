import '@testing-library/jest-dom/vitest';
// eslint-disable-next-line testing-library/no-manual-cleanup -- Vitest runs without globals, so Testing Library's automatic cleanup never registers
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { i18n } from '@lingui/core';
import { compileSourceMessage } from '@/i18n/compile-source-message';
import { toaster } from '@/lib/notify';
import { installPatternMessages } from '@/lib/zod-messages';
import { server } from './msw-server';

// findBy…/waitFor wait up to 5 s: lazy chunks (charts) load slowly when the suite shares two cores.
configure({ asyncUtilTimeout: 5_000 });

// Messages fall back to their en-GB source text, so tests read the spec's exact strings.
i18n.setMessagesCompiler(compileSourceMessage);
i18n.load('en-GB', {});
i18n.activate('en-GB');
installPatternMessages();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  // The toaster is one store for the app: a test's notifications must not show in the next test.
  toaster.remove();
  server.resetHandlers();
});
afterAll(() => server.close());
