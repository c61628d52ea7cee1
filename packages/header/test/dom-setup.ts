/**
 * Setup of the jsdom test project (vitest.config.ts): React's DevTools hook for test/renders.ts,
 * before React DOM loads; testing-library waits as long as arrival.ts says.
 */
import { installRenderHook } from './renders.ts';

installRenderHook();
const { configure } = await import('@testing-library/react');
const { ARRIVAL_TIMEOUT_MS } = await import('./arrival.ts');
configure({ asyncUtilTimeout: ARRIVAL_TIMEOUT_MS });
