import { useState } from 'react';

/**
 * true from the first render at which `value` is true on: a menu or dialog fetched on demand (lazyComponent) stays
 * mounted once opened, so that it can animate its closing and opens again at once.
 */
export function useHasBeenTrue(value: boolean) {
  const [hasBeenTrue, setHasBeenTrue] = useState(value);
  if (value && !hasBeenTrue) setHasBeenTrue(true);
  return hasBeenTrue || value;
}
