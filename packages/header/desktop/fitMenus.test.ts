/** How many menus fit beside the end group (spec §9: overlap threshold 8 px). */
import { describe, expect, it } from 'vitest';
import { fitMenus } from './fitMenus.ts';

const widths = [60, 80, 100, 90, 120, 60];
// All six: 510 + 5 gaps of 4 = 530.

describe('fitMenus', () => {
  it('keeps every menu when they fit, or overlap by at most 8 px', () => {
    expect(fitMenus(widths, 4, 40, 600, 8)).toBe(6);
    expect(fitMenus(widths, 4, 40, 530, 8)).toBe(6);
    expect(fitMenus(widths, 4, 40, 522, 8)).toBe(6);
  });

  it('collapses from the end, leaving room for the overflow trigger, once the overlap is over 8 px', () => {
    // Five menus: 450 + 4 gaps = 466, plus gap and trigger = 510.
    expect(fitMenus(widths, 4, 40, 521, 8)).toBe(5);
    expect(fitMenus(widths, 4, 40, 502, 8)).toBe(5);
    expect(fitMenus(widths, 4, 40, 501, 8)).toBe(4);
  });

  it('collapses everything when not even one menu fits beside the trigger', () => {
    expect(fitMenus(widths, 4, 40, 50, 8)).toBe(0);
    expect(fitMenus([], 4, 40, 0, 8)).toBe(0);
  });
});
