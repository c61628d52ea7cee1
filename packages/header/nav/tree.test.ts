import { describe, expect, it } from 'vitest';
import { NAV_CONSTANTS } from './constants.ts';
import { NAV_TREE } from './tree.ts';
import { NAV_NODE_IDS } from './visible.ts';

describe('tree', () => {
  it('gives every node a unique id', () => {
    expect(new Set(NAV_NODE_IDS).size).toBe(NAV_NODE_IDS.length);
  });

  it("prefixes every entry id with its menu's id", () => {
    const menus = new Set<string>(NAV_TREE.map((menu) => menu.id));
    for (const id of NAV_NODE_IDS) if (!menus.has(id)) expect(menus.has(id.split('.')[0] ?? '')).toBe(true);
  });
});

describe('constants of spec section 9', () => {
  it.each([
    ['navigationDelayMs', 500],
    ['logoutReloadDelayMs', 1000],
    ['accountMenuWidth', 258],
    ['languageDialogWidth', 840],
    ['languageDialogColumns', 4],
    ['drawerWidth', 330],
    ['languageModalHeight', 350],
    ['modalZIndex', 9999],
    ['stickyBarHeight', 48],
    ['stickyBarOffset', 0],
    ['desktopHeaderWidth', 900],
    ['overlapThreshold', 8],
    ['toastDurationMs', 4500],
    ['toastOffset', 20],
    ['hoverOpenDelayMs', 150],
    ['hoverCloseDelayMs', 100],
  ] as const)('%s is %i', (name, value) => {
    expect(NAV_CONSTANTS[name]).toBe(value);
  });
});
