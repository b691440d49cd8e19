import { inject } from 'vitest';

// vitest's setup file for the projects whose tests spawn servers: tells spawn-server.ts, in each
// test file's process, where the bundle is that the run built (server-bundle.test-support.ts).
const bundle = inject('serverBundle');
if (typeof bundle === 'string') process.env['RESERVA_TEST_SERVER_BUNDLE'] = bundle;
