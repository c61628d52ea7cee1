/** Delayed navigation for the React header's links (delayedNavigation.ts says what it does). */
import { useCallback, type MouseEvent } from 'react';
import { useHeaderEnvironment } from './environment.ts';
import { isPlainLeftClick, navigateAfterDelay, type NavigationTarget } from './delayedNavigation.ts';

export { isPlainLeftClick, navigateAfterDelay, type NavigationTarget } from './delayedNavigation.ts';

/**
 * The click handler of a header link. `onStart` runs at once on a taken-over click (close the
 * menus); `target` defaults to the link's own href. Navigates with the environment's `navigate`.
 */
export function useDelayedNavigation(onStart?: () => void) {
  const { navigate, navigation, busy } = useHeaderEnvironment();
  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>, target?: () => NavigationTarget) => {
      const link = event.currentTarget;
      if (!isPlainLeftClick(event) || link.target === '_blank') return false;
      event.preventDefault();
      if (!navigation.pending) onStart?.();
      return navigateAfterDelay(navigation, busy, target ?? (() => link.getAttribute('href') ?? undefined), navigate);
    },
    [navigate, navigation, busy, onStart],
  );
}
