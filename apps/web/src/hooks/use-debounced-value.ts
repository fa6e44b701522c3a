import { useEffect, useState } from 'react';

/** `value` once it has stayed the same (compared by JSON, so a new array of the same filters counts as the same) for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  const serialized = JSON.stringify(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialized form is the identity that matters
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [serialized, delayMs]);
  return settled;
}
