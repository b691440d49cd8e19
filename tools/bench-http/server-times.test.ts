import { describe, expect, it } from 'vitest';
import { serverMetrics } from '../../src/adapters/observability/metrics';
import { observedCaches } from '../../src/adapters/observability/observed-caches';
import type { SqlDatabase } from '../../src/adapters/persistence/sql-database';
import { requestTimesBetween, requestTimesIn, serverTimeLine } from './server-times';

// The benchmark reads how long each server itself took over a path from its /metrics (issue 37):
// the request histogram the server writes, parsed back by operation.

/** A server's metrics registry with nothing observed yet (its exposition reads no database). */
const freshMetrics = () => serverMetrics({ database: {} as SqlDatabase, token: null, caches: observedCaches() });

describe("the servers' own request times read back from /metrics", () => {
  it("are the operation's requests by bucket, every status summed, from the registry the server scrapes", async () => {
    const metrics = freshMetrics();
    metrics.observeRequest('listAvailableHours', 200, 0.002);
    metrics.observeRequest('listAvailableHours', 200, 0.004);
    metrics.observeRequest('listAvailableHours', 404, 0.007);
    metrics.observeRequest('listAvailableHours', 200, 0.3);
    metrics.observeRequest('listAvailableDays', 200, 0.001);

    const hours = requestTimesIn(await metrics.registry.metrics(), 'listAvailableHours');

    expect(hours.boundsSeconds).toEqual([0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, Infinity]);
    expect(hours.atMost).toEqual([2, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4]);
    expect(requestTimesIn(await metrics.registry.metrics(), 'listAvailableDays').atMost[0]).toBe(1);
    expect(requestTimesIn(await metrics.registry.metrics(), 'getLocation')).toEqual({ boundsSeconds: [], atMost: [] });
  });

  it('between two readings: only the requests answered in between', async () => {
    const metrics = freshMetrics();
    metrics.observeRequest('listAvailableHours', 200, 0.2);
    const before = requestTimesIn(await metrics.registry.metrics(), 'listAvailableHours');
    for (let each = 0; each < 99; each++) metrics.observeRequest('listAvailableHours', 200, 0.003);
    metrics.observeRequest('listAvailableHours', 200, 0.02);

    const between = requestTimesBetween(before, requestTimesIn(await metrics.registry.metrics(), 'listAvailableHours'));

    expect(between.atMost.slice(0, 6)).toEqual([99, 99, 100, 100, 100, 100]);
    expect(serverTimeLine(between)).toBe("99.0 % within 5 ms; the server's own p99 within 5 ms (100 requests)");
  });

  it('names the first bound that holds 99 % of the requests, with the shares up to it', () => {
    const times = { boundsSeconds: [0.005, 0.01, 0.025, Infinity], atMost: [900, 960, 995, 1000] };

    expect(serverTimeLine(times)).toBe(
      "90.0 % within 5 ms, 96.0 % within 10 ms, 99.5 % within 25 ms; the server's own p99 within 25 ms (1000 requests)",
    );
    expect(serverTimeLine({ boundsSeconds: [0.005, Infinity], atMost: [10, 100] })).toBe(
      "10.0 % within 5 ms; the server's own p99 beyond the last bucket (100 requests)",
    );
    expect(serverTimeLine({ boundsSeconds: [], atMost: [] })).toBe('no requests');
  });
});
