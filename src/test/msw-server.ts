import { setupServer } from 'msw/node';

/** Shared MSW server: a request without a handler fails the test (DESIGN.md convention 8). */
export const server = setupServer();
