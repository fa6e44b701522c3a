import { CHUNK_LOAD_TIMEOUT_MS } from '@fm/contract/constants';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** The catalogue's code-split failure (docs/product.md §11.7). */
export class ChunkLoadError extends Error {
  constructor(cause?: unknown) {
    super('Loading chunk failed', { cause });
    this.name = 'ChunkLoadError';
  }
}

/** Loads a chunk, failing with ChunkLoadError when it errors or takes longer than the time-out. */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError()), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error));
      },
    );
  });
}

/** A route's `lazy`: code-splits the page module and picks its named export as the route component. */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, exportName: K) {
  return async () => {
    const module = await loadChunk(load);
    return { Component: module[exportName] as ComponentType };
  };
}

/**
 * A component of its own chunk that a page shows only on demand (a menu, a dialog): `Component` fetches it when it
 * first renders, `prefetch` earlier, as the pointer or the focus reaches what opens it. An early fetch that fails is
 * tried again by the render.
 */
// biome-ignore lint/suspicious/noExplicitAny: any component's props
export function lazyComponent<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  exportName: K,
): { Component: LazyExoticComponent<M[K]>; prefetch: () => void } {
  return {
    Component: lazy(() => load().then((module) => ({ default: module[exportName] }))),
    prefetch: () => void load().catch(() => undefined),
  };
}
