/**
 * Which call each of the model's mode switches makes, and with what body: one table for the React
 * header's calls (calls.ts, through the validated client) and the enhancer's (enhance/actions.ts).
 */
import type { CallName } from '@exchange/contract';
import type { NavAction } from '../nav/types.ts';

export const MODE_CALLS = {
  enterSimulationSpot: ['enterSimulation', { type: 'spot' }],
  enterSimulationFutures: ['enterSimulation', { type: 'futures' }],
  exitSimulation: ['exitSimulation', {}],
  switchDemoToReal: ['switchDemoToReal', {}],
  switchCreationDemo: ['switchCreationDemo', {}],
} as const satisfies Record<Exclude<NavAction, 'copyUid' | 'logout' | 'openLanguageDialog' | 'toggleTheme'>, readonly [CallName, object]>;

export type ModeAction = keyof typeof MODE_CALLS;
