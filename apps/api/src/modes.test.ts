/**
 * Mode switches: simulation in and out, demo to real, creation demo; notApplicable otherwise.
 */
import { ENDPOINTS } from '@exchange/contract';
import type { ModeState } from '@exchange/contract';
import { describe, expect, it } from 'vitest';
import { expectFailure, expectSuccess, useTestApi } from '../test/testing.ts';

const { enterSimulation, exitSimulation, switchDemoToReal, switchCreationDemo, simulationInfo, userInfo } = ENDPOINTS;

const api = useTestApi();

const REAL: ModeState = { demoUType: 0, simulation: { simulation: false, simulationType: null } };

describe('simulation', () => {
  it('enters the classic simulation for a classic user, and leaves it', async () => {
    const cookie = await api().login('classic@demo');
    expectFailure(await api().post(exitSimulation.path, {}, { cookie }), 'notApplicable', 'You are not in the simulation.');
    const entered = await api().post(enterSimulation.path, { type: 'spot' }, { cookie });
    expectSuccess(entered);
    expect(entered.body.data).toEqual({ demoUType: 0, simulation: { simulation: true, simulationType: 'classic' } });
    expect((await api().post(simulationInfo.path, {}, { cookie })).body.data).toEqual({ simulation: true, simulationType: 'classic' });
    expectFailure(await api().post(enterSimulation.path, { type: 'futures' }, { cookie }), 'notApplicable', 'already in the simulation');
    const left = await api().post(exitSimulation.path, {}, { cookie });
    expectSuccess(left);
    expect(left.body.data).toEqual(REAL);
  });

  it('enters the unified simulation for unified modes 1, 2 and 4', async () => {
    for (const loginName of ['unified@demo', 'unified2@demo', 'unified4@demo']) {
      const answer = await api().post(enterSimulation.path, { type: 'futures' }, { cookie: await api().login(loginName) });
      expectSuccess(answer);
      expect(answer.body.data).toEqual({ demoUType: 0, simulation: { simulation: true, simulationType: 'unified' } });
    }
  });

  it('keeps demo accounts out of the simulation', async () => {
    expectFailure(await api().post(enterSimulation.path, { type: 'spot' }, { cookie: await api().login('demo@demo') }), 'notApplicable');
  });
});

describe('demo accounts', () => {
  it('switches a DemoStatus user to real, once', async () => {
    const cookie = await api().login('demo@demo');
    const answer = await api().post(switchDemoToReal.path, {}, { cookie });
    expectSuccess(answer);
    expect(answer.body.data).toEqual(REAL);
    expect((await api().post<{ demoUType: number }>(userInfo.path, {}, { cookie })).body.data.demoUType).toBe(0);
    expectFailure(await api().post(switchDemoToReal.path, {}, { cookie }), 'notApplicable', 'already on your real account');
    // It has no creation demo account to switch to.
    expectFailure(await api().post(switchCreationDemo.path, {}, { cookie }), 'notApplicable', 'no creation demo account');
  });

  it('switches creation-demo@demo between its creation demo account and real', async () => {
    const cookie = await api().login('creation-demo@demo');
    expectFailure(await api().post(switchCreationDemo.path, {}, { cookie }), 'notApplicable', 'already on a demo account');
    expectSuccess(await api().post(switchDemoToReal.path, {}, { cookie }));
    const back = await api().post(switchCreationDemo.path, {}, { cookie });
    expectSuccess(back);
    expect(back.body.data).toEqual({ demoUType: 2, simulation: { simulation: false, simulationType: null } });
  });

  it('refuses the creation demo switch to users without one', async () => {
    expectFailure(await api().post(switchCreationDemo.path, {}, { cookie: await api().login('main@demo') }), 'notApplicable');
  });
});
