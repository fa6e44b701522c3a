import { useEffect, useState } from 'react';

/** The value once it has stayed the same (by JSON) for `delayMs`. */
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
