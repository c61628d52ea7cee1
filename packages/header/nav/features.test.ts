import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS } from '@exchange/contract';
import { FEATURE_GATES } from './features.ts';
import { NAV_NODE_IDS, navVisibility } from './visible.ts';
import { contextFor, siteConfig } from './test/fixtures.ts';

describe('feature gates', () => {
  it('cover every flag of the contract', () => {
    expect(Object.keys(FEATURE_GATES).sort()).toEqual([...FEATURE_FLAGS].sort());
  });

  it('name only nodes of the tree, once per flag', () => {
    for (const nodes of Object.values(FEATURE_GATES)) {
      expect(new Set(nodes).size).toBe(nodes.length);
      for (const node of nodes) expect(NAV_NODE_IDS).toContain(node);
    }
  });

  it.each(FEATURE_FLAGS.map((flag) => [flag]))('%s off hides each node it gates, and on shows them for some user', (flag) => {
    for (const node of FEATURE_GATES[flag]) {
      const shownFor = ['guest', 'main@demo', 'unified@demo'] as const;
      const on = shownFor.some((who) => navVisibility(contextFor(who, 'en'))[node].visible);
      expect(on, `${node} shows with every flag on`).toBe(true);
      for (const who of shownFor) {
        const state = navVisibility(contextFor(who, 'en', { site: siteConfig('en', { off: [flag] }) }))[node];
        expect(state.visible, `${who}: ${node}`).toBe(false);
      }
    }
  });

  it('hide only what their table names', () => {
    const all = navVisibility(contextFor('main@demo', 'en'));
    for (const flag of FEATURE_FLAGS) {
      const off = navVisibility(contextFor('main@demo', 'en', { site: siteConfig('en', { off: [flag] }) }));
      const newlyHidden = NAV_NODE_IDS.filter((id) => all[id].visible && !off[id].visible);
      const gated = new Set<string>(FEATURE_GATES[flag]);
      for (const id of newlyHidden) {
        const state = off[id];
        if (!state.visible && state.hiddenBy !== 'noVisibleItems') expect(state.hiddenBy, id).toBe(`flag.${flag}`);
        if (!state.visible && state.hiddenBy === 'noVisibleItems') expect(gated.has(id), id).toBe(false);
      }
    }
  });
});
