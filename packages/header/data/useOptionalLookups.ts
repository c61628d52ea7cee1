/**
 * The optional lookups (spec §7: rewards count, trader-pro uid), asked by the browser after
 * hydration so they never delay the first render. Undefined while asked (the model marks their
 * entries pending and the view keeps their space), null when there is no answer: a failure is
 * silently the same as "none" (spec §7). Each answer lands on its own.
 */
import { useCallback, useEffect, useState } from 'react';
import { useHeaderEnvironment } from '../shell/environment.ts';
import { optionalLookups } from './calls.ts';
import type { LookupAnswers } from './context.ts';

const UNKNOWN: LookupAnswers = {};

export function useOptionalLookups(signedIn: boolean): readonly [LookupAnswers, clear: () => void] {
  const { api } = useHeaderEnvironment();
  const [answers, setAnswers] = useState<LookupAnswers>(UNKNOWN);
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    const { rewardsAmount, traderProUid } = optionalLookups(api);
    void rewardsAmount.then((answer) => {
      if (live) setAnswers((current) => ({ ...current, rewardsAmount: answer }));
    });
    void traderProUid.then((answer) => {
      if (live) setAnswers((current) => ({ ...current, traderProUid: answer }));
    });
    return () => {
      live = false;
    };
  }, [api, signedIn]);
  const clear = useCallback(() => setAnswers({ rewardsAmount: null, traderProUid: null }), []);
  return [answers, clear] as const;
}
