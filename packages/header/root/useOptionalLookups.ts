/**
 * The optional lookups (spec §7: rewards count, trader-pro uid), asked by the browser after
 * hydration so they never delay the first render. Undefined while asked (the model marks their
 * entries pending and the view keeps their space), null when there is no answer: a failure is
 * silently the same as "none" (spec §7). Each answer lands on its own.
 */
import { useCallback, useEffect, useState } from 'react';
import { optional, request } from '../api/index.ts';
import { useHeaderEnvironment } from '../shell/environment.ts';
import type { LookupAnswers } from '../data/index.ts';

const UNKNOWN: LookupAnswers = {};

export function useOptionalLookups(signedIn: boolean): readonly [LookupAnswers, clear: () => void] {
  const { api } = useHeaderEnvironment();
  const [answers, setAnswers] = useState<LookupAnswers>(UNKNOWN);
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    void optional(request(api, 'rewardsRedIcon', {})).then((answer) => {
      if (live) setAnswers((current) => ({ ...current, rewardsAmount: answer?.amount ?? null }));
    });
    void optional(request(api, 'traderProUserList', {})).then((answer) => {
      if (live) setAnswers((current) => ({ ...current, traderProUid: answer?.traderProUid ?? null }));
    });
    return () => {
      live = false;
    };
  }, [api, signedIn]);
  const clear = useCallback(() => setAnswers({ rewardsAmount: null, traderProUid: null }), []);
  return [answers, clear] as const;
}
