import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A node:http server on a free port of this machine, for the load's tests: where it answers, and how to stop it. */
export async function localServer(
  listener?: RequestListener,
): Promise<{ readonly origin: string; close(): Promise<void> }> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}
