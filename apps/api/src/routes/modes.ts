/**
 * Mode switches of spec section 4: simulation (classic or unified) and the demo accounts.
 * Each answers the user's state afterwards, or notApplicable when the switch does not apply:
 * - enterSimulation: not for users already in a simulation or on a demo account (demoUType ≠ 0);
 *   unified-mode users (accountMode 1, 2, 4) enter the unified simulation, others the classic one.
 * - exitSimulation: only in a simulation.
 * - switchDemoToReal: only on a demo account (demoUType 1 or 2).
 * - switchCreationDemo: only users with a creation demo account, on their real account and not in
 *   a simulation.
 */
import { ACCOUNT_MODE, DEMO_U_TYPE } from '@exchange/contract';
import type { ModeState } from '@exchange/contract';
import { ApiError } from '../envelope.ts';
import type { Handlers, Services } from '../handler.ts';
import { toSimulationInfo } from '../users.ts';
import type { UserRow, UserStore } from '../users.ts';

const UNIFIED_MODES = new Set<number>([ACCOUNT_MODE.Unified, ACCOUNT_MODE.UnifiedNoFunding, ACCOUNT_MODE.UnifiedPro]);

function stateOf(users: UserStore, userId: string): ModeState {
  const user = users.findById(userId);
  if (!user) throw new Error(`user ${userId} vanished during a mode switch`);
  return { demoUType: user.demo_u_type, simulation: toSimulationInfo(user) };
}

function requireThat(condition: boolean, message: string): void {
  if (!condition) throw new ApiError('notApplicable', message);
}

const inSimulation = (user: UserRow): boolean => user.simulation_type !== null;

type ModeEndpoints = 'enterSimulation' | 'exitSimulation' | 'switchDemoToReal' | 'switchCreationDemo';

export function modeHandlers({ users }: Services): Pick<Handlers, ModeEndpoints> {
  return {
    enterSimulation: ({ session: { user } }) => {
      requireThat(!inSimulation(user), 'You are already in the simulation.');
      requireThat(user.demo_u_type === DEMO_U_TYPE.DemoDefault, 'Demo accounts cannot enter the simulation.');
      users.setSimulation(user.user_id, UNIFIED_MODES.has(user.account_mode) ? 'unified' : 'classic');
      return stateOf(users, user.user_id);
    },
    exitSimulation: ({ session: { user } }) => {
      requireThat(inSimulation(user), 'You are not in the simulation.');
      users.setSimulation(user.user_id, null);
      return stateOf(users, user.user_id);
    },
    switchDemoToReal: ({ session: { user } }) => {
      requireThat(user.demo_u_type !== DEMO_U_TYPE.DemoDefault, 'You are already on your real account.');
      users.setDemoUType(user.user_id, DEMO_U_TYPE.DemoDefault);
      return stateOf(users, user.user_id);
    },
    switchCreationDemo: ({ session: { user } }) => {
      requireThat(user.creation_demo === 1, 'You have no creation demo account.');
      requireThat(user.demo_u_type === DEMO_U_TYPE.DemoDefault, 'You are already on a demo account.');
      requireThat(!inSimulation(user), 'Leave the simulation first.');
      users.setDemoUType(user.user_id, DEMO_U_TYPE.CreationDemoAccount);
      return stateOf(users, user.user_id);
    },
  };
}
