/**
 * Whether the header's script has taken over: false in the server render and during hydration
 * (the server snapshot), true from the render right after hydration and in a client-only render.
 * While false, the header's stylesheet opens the menus on `:hover` and `:focus-within` and the
 * mobile buttons open the server-rendered menus as popovers, so a page whose script never arrives
 * still reaches every link (docs/readers.md "Readers: no script"). Nothing changes, so nothing to subscribe to.
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};
const enhancedSnapshot = () => true;
const serverSnapshot = () => false;

export function useEnhanced(): boolean {
  return useSyncExternalStore(subscribe, enhancedSnapshot, serverSnapshot);
}
