/** CALL_PATHS is the one table of where calls go: every call of CALLS has its path there, and nothing else is in it. */
import { describe, expect, it } from 'vitest';
import { CALL_PATHS } from './call-paths.ts';
import { CALLS } from './endpoints.ts';

describe('CALL_PATHS', () => {
  it('names every call of CALLS, and no other', () => {
    expect(Object.keys(CALL_PATHS).sort()).toEqual(Object.keys(CALLS).sort());
  });

  it.each(Object.entries(CALLS))('%s goes where CALL_PATHS says', (name, call) => {
    expect(call.path).toBe(CALL_PATHS[name as keyof typeof CALL_PATHS]);
  });
});
