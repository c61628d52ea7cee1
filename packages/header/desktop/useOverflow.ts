/**
 * Measures, before paint and on every size change, how many product menus fit in the menu area
 * and whether the language button's label fits beside them (measureBar.ts, the enhancer's measure
 * too). The label is written on the list before paint, not rendered, so the server render has none
 * and shows the label from its widths. The server render shows every menu and hides the overflow
 * trigger; menus that collapse stay in the DOM, invisible and out of flow, so they can be measured
 * again when room comes back. At desktop widths where everything fits nothing changes after
 * hydration.
 */
import { useLayoutEffect, useState, type RefObject } from 'react';
import { measureBar, watchBar } from './measureBar.ts';

export function useOverflow(list: RefObject<HTMLElement | null>, count: number): number {
  const [shown, setShown] = useState(count);
  useLayoutEffect(() => {
    const listElement = list.current;
    if (!listElement) return;
    const measure = () => setShown(measureBar(listElement)[0]);
    measure();
    return watchBar(listElement, measure);
  }, [list, count]);
  return Math.min(shown, count);
}
