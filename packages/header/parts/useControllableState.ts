/**
 * A value the host may control (`value` + `onChange`) or leave to the component (`defaultValue`,
 * with `onChange` told of each change), never half of each: while `value` is defined it is what
 * shows, and a change only calls `onChange`.
 */
import { useCallback, useState } from 'react';

/** `Next` narrows what a change may set (a currency is chosen, never reset to null by the user). */
export function useControllableState<T, Next extends T = T>(value: T | undefined, defaultValue: T, onChange?: (next: Next) => void): readonly [T, (next: Next) => void] {
  const [own, setOwn] = useState<T>(defaultValue);
  const controlled = value !== undefined;
  const set = useCallback(
    (next: Next) => {
      if (!controlled) setOwn(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [controlled ? value : own, set] as const;
}
