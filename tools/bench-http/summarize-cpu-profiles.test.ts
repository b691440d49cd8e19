import { describe, expect, it } from 'vitest';
import type { CpuProfile, Locate } from './cpu-profile-summary';
import { windowDuring } from './summarize-cpu-profiles';

const frame = (functionName: string, url: string) => ({ functionName, url, lineNumber: 0, columnNumber: 0 });

// (root) → serve → createBooking → query, and (root) → startUp; samples a microsecond apart from 1000.
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)', ''), children: [2, 5] },
    { id: 2, callFrame: frame('serve', 'file:///app/dist/server/main.mjs'), children: [3] },
    { id: 3, callFrame: frame('createBooking', 'file:///app/dist/server/main.mjs'), children: [4] },
    { id: 4, callFrame: frame('query', 'file:///app/node_modules/pg/lib/client.js') },
    { id: 5, callFrame: frame('startUp', 'file:///app/dist/server/main.mjs') },
  ],
  startTime: 1000,
  samples: [5, 2, 4, 3, 2, 4, 5],
  timeDeltas: [1, 1, 1, 1, 1, 1, 1],
};

/** Every frame of main.mjs located in create-booking.ts, as the bundle's source map would. */
const locate: Locate = (callFrame) => ({
  file: callFrame.url.endsWith('main.mjs') ? 'src/application/booking/create-booking.ts' : callFrame.url,
  line: 1,
});

describe('windowDuring', () => {
  it('spans the samples from the first to the last whose stack holds a frame of that name', () => {
    expect(windowDuring(profile, locate, 'createBooking')).toEqual({ fromMicros: 1003, toMicros: 1006 });
  });

  it('finds a frame by the file it is located in as well', () => {
    expect(windowDuring(profile, locate, 'client.js')).toEqual({ fromMicros: 1003, toMicros: 1006 });
  });

  it('finds nothing when no sample runs it', () => {
    expect(windowDuring(profile, locate, 'cancelBooking')).toBeUndefined();
  });
});
