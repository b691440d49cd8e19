import { describe, expect, it } from 'vitest';
import { moduleOf, summarizeProfile, type CpuProfile } from './cpu-profile-summary';

const frame = (functionName: string, url = 'file:///app/node_modules/hono/dist/compose.js', lineNumber = 0) => ({
  functionName,
  url,
  lineNumber,
  columnNumber: 0,
});

// (root) → handle → format, and handle → handle (recursion) → format; and (idle).
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)', ''), children: [2, 5] },
    { id: 2, callFrame: frame('handle'), children: [3, 4] },
    { id: 3, callFrame: frame('format', 'node:internal/util', 9) },
    { id: 4, callFrame: frame('handle'), children: [6] },
    { id: 5, callFrame: frame('(idle)', '') },
    { id: 6, callFrame: frame('format', 'node:internal/util', 9) },
  ],
  startTime: 1000,
  samples: [3, 3, 6, 2, 5, 5],
  timeDeltas: [1, 1, 1, 1, 1, 1],
};

describe('summarizeProfile', () => {
  it('shares self time among the busy samples, leaving the idle ones out', () => {
    const summary = summarizeProfile(profile);
    expect(summary.busySamples).toBe(4);
    expect(summary.idle).toBeCloseTo(2 / 6);
    expect(summary.functions.find((share) => share.name === 'format node:util:10')?.self).toBeCloseTo(3 / 4);
  });

  it('counts a function once per sample in its inclusive time, however deep its recursion', () => {
    const handle = summarizeProfile(profile).functions.find((share) => share.name.startsWith('handle '));
    expect(handle).toMatchObject({ inclusive: 1, self: 1 / 4 });
  });

  it('keeps only the samples inside the window', () => {
    expect(summarizeProfile(profile, undefined, { fromMicros: 1003, toMicros: 1004 }).busySamples).toBe(2);
  });
});

describe('moduleOf', () => {
  it('names a package, Node itself and a repository file', () => {
    expect(moduleOf('/app/node_modules/@hono/node-server/dist/index.mjs')).toBe('@hono/node-server');
    expect(moduleOf('node:internal/util')).toBe('node: (Node.js itself)');
    expect(moduleOf('src/adapters/http-server/hono-app.ts')).toBe('src/adapters/http-server/hono-app.ts');
  });
});
