/**
 * A value the host may control (`value` + `onChange`) or leave to the component (`defaultValue`,
 * with `onChange` told of each change), never half of each: while `value` is defined it is what
 * shows, and a change only calls `onChange`.
 */
import { useCallback, useState } from 'react';

export function useControllableState<T>(value: T | undefined, defaultValue: T, onChange?: (next: T) => void): readonly [T, (next: T) => void] {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const set = useCallback(
    (next: T) => {
      if (!controlled) setOwn(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [controlled ? value : own, set] as const;
}
