import { createServer } from 'node:net';

// A port on 127.0.0.1 that nothing listens on now, for a test's own PostgreSQL cluster, Redis or
// PgBouncer, which each take a port number rather than listening on port 0 themselves.

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (typeof address === 'object' && address !== null) resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}
