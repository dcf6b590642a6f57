import { setupServer } from 'msw/node';

/** The network of component tests: each test adds the /api-laos answers it needs with server.use(...). */
export const server = setupServer();
