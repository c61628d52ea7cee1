/**
 * The profile section's reading (scripts/bench/profile.mjs): a sample counts for the group of its
 * own frame, only inside the measured window, idle time never; the rows put the largest
 * difference first.
 */
import { describe, expect, it } from 'vitest';
import { profileRows, profileShares, type CpuProfile } from './profile.mjs';

const frame = (id: number, functionName: string, url: string) => ({ id, callFrame: { functionName, url } });

/** A profile starting at 1,000 µs whose samples are `ids`, 100 µs apart. */
const profileOf = (ids: number[]): CpuProfile => ({
  nodes: [
    frame(1, '(idle)', ''),
    frame(2, 'matchRouteBranch', 'file:///app/node_modules/react-router/dist/development/chunk.mjs'),
    frame(3, 'renderParts', 'file:///app/apps/web/build/server/assets/login-target-abc.js'),
    frame(4, '(garbage collector)', ''),
    frame(5, 'processChunk', 'node:zlib'),
    frame(6, 'request', 'file:///app/node_modules/undici/lib/api/api-request.js'),
  ],
  startTime: 1000,
  samples: ids,
  timeDeltas: ids.map(() => 100),
});

describe('where the CPU goes', () => {
  it("counts each busy sample for its own frame's group, inside the window only", () => {
    // Samples at 1,100 … 2,000 µs: the window 1,250–1,750 holds the 3rd to the 7th.
    const shares = profileShares(profileOf([2, 2, 3, 1, 4, 5, 6, 3, 3, 3]), 1250, 1750);
    expect(shares).toEqual({
      'the build (header, site and reference API)': 0.25,
      'the garbage collector': 0.25,
      'compression (gzip)': 0.25,
      'undici (the API calls)': 0.25,
    });
  });

  it('a window of idle samples only has no shares', () => {
    expect(profileShares(profileOf([1, 1, 1]), 0, 10_000)).toEqual({});
  });

  it("rows: each kind's CPU a request, then its groups, the largest difference first", () => {
    const rows: string[][] = [];
    profileRows(
      {
        requests: 1000,
        results: {
          guests: {
            header: { cpu: 6, groups: { 'React Router': 2.2, 'the build (header, site and reference API)': 1.5, 'the garbage collector': 0.5 } },
            bare: { cpu: 5, groups: { 'React Router': 2.1, 'the build (header, site and reference API)': 0.2, 'the garbage collector': 0.6 } },
          },
        },
      },
      (measure, header, bare, diff) => rows.push([measure, header, bare, diff]),
    );
    expect(rows.map(([measure]) => measure)).toEqual([
      'guests: CPU a request (1000 requests, a fresh draw)',
      'guests: the build (header, site and reference API)',
      'guests: React Router',
      'guests: the garbage collector',
    ]);
    expect(rows[0]).toEqual(['guests: CPU a request (1000 requests, a fresh draw)', '6.00 ms', '5.00 ms', '+1.00 ms (× 0.83 of the bare build\'s requests/s at full load)']);
    expect(rows[3]?.[3]).toBe('−0.10 ms');
  });
});
