import type { OptionsObject, SnackbarMessage } from 'notistack';
import { lazy, Suspense, useEffect, useState } from 'react';

/**
 * Snackbars (notistack) without notistack in the first download: `enqueueSnackbar` and `useSnackbar` keep
 * notistack's shape, and the provider (snackbar-host.tsx, about 8 KB gzip) loads with the first message.
 * Messages raised before it has mounted wait in order and are shown as soon as it has (docs/product.md §12).
 */

type Show = (message: SnackbarMessage, options?: OptionsObject) => void;
type Waiting = { message: SnackbarMessage; options?: OptionsObject };

let show: Show | null = null;
const waiting: Waiting[] = [];
const hostWanted = new Set<() => void>();

/** Shows a snackbar; the first one loads the provider. */
export function enqueueSnackbar(message: SnackbarMessage, options?: OptionsObject): void {
  if (show) {
    show(message, options);
    return;
  }
  waiting.push({ message, options });
  for (const want of hostWanted) want();
}

const SNACKBAR_API = { enqueueSnackbar };

/** notistack's hook, for components that read it from a hook. */
export function useSnackbar() {
  return SNACKBAR_API;
}

/** Called by the host once notistack's provider has mounted: shows what waited, then shows directly. */
export function attachSnackbarHost(hostShow: Show): () => void {
  show = hostShow;
  for (const { message, options } of waiting.splice(0)) hostShow(message, options);
  return () => {
    if (show === hostShow) show = null;
  };
}

/** Forgets messages no host has shown (tests, between screens rendered without the app's providers). */
export function dropWaitingSnackbars() {
  waiting.length = 0;
}

const LazySnackbarHost = lazy(() => import('./snackbar-host.tsx').then((module) => ({ default: module.SnackbarHost })));

/** Mount once near the root (inside the theme): renders notistack's provider from the first message on. */
export function Snackbars() {
  const [isWanted, setIsWanted] = useState(() => waiting.length > 0);
  useEffect(() => {
    const want = () => setIsWanted(true);
    hostWanted.add(want);
    if (waiting.length > 0) want();
    return () => {
      hostWanted.delete(want);
    };
  }, []);
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <LazySnackbarHost />
    </Suspense>
  );
}
