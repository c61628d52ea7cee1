/** How many menus fit beside the end group (spec §9: overlap threshold 8 px), and whether the language button's label fits beside them. */
import { describe, expect, it } from 'vitest';
import { fitBar, fitMenus, type LabelState } from './fitMenus.ts';

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

describe("fitBar: the language button's label gives way before any menu (issue 43)", () => {
  // The room the menus have with the label shown and hidden (the label takes 60 px).
  const rooms = (shown: number) => (label: LabelState) => (label === 'shown' ? shown : shown + 60);
  it.each([
    // room with the label shown, menus kept, label
    [600, 6, 'shown'],
    [522, 6, 'shown'],
    // A menu would collapse beside the label: the label hides, and the six fit without it.
    [521, 6, 'hidden'],
    [462, 6, 'hidden'],
    // Not even without the label: menus collapse as fitMenus says for the room it leaves.
    [461, 5, 'hidden'],
    [441, 4, 'hidden'],
  ] as const)('with %i px beside the label: %i menus, the label %s', (shown, menus, label) => {
    expect(fitBar(widths, 4, 40, rooms(shown), 8)).toEqual([menus, label]);
  });

  it('asks for the room without the label only when a menu would collapse beside it', () => {
    const asked: LabelState[] = [];
    const room = (label: LabelState) => (asked.push(label), label === 'shown' ? 600 : 660);
    fitBar(widths, 4, 40, room, 8);
    expect(asked).toEqual(['shown']);
  });

  it('never shows fewer menus in more room, whatever the label does', () => {
    let before = 0;
    for (let shown = 300; shown <= 700; shown++) {
      const [menus, label] = fitBar(widths, 4, 40, rooms(shown), 8);
      expect(menus).toBeGreaterThanOrEqual(before);
      if (label === 'shown') expect(menus).toBe(widths.length);
      before = menus;
    }
  });
});
