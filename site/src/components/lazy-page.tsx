/**
 * Pages are lazy chunks. A chunk that fails to load (or takes longer than spec §9's 120 s) shows a retry screen
 * instead of a blank page; "try again" loads it afresh.
 */
import { Component, Suspense, lazy, useState, type ComponentType, type ReactNode } from 'react';
import { config } from '@/config/env';
import { ChunkError } from './chunk-error';
import { LoadingBar } from './loading-bar';

export class ChunkLoadError extends Error {}

export function withTimeout<T>(load: () => Promise<T>, ms: number = config.chunkLoadTimeoutMs): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`Page load timed out after ${ms} ms`)), ms);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new ChunkLoadError(String(error)));
      },
    );
  });
}

class ChunkBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <ChunkError onRetry={this.props.onRetry} /> : this.props.children;
  }
}

type Loader = () => Promise<{ default: ComponentType }>;

/** A route element for a lazily loaded page. */
export function lazyPage(load: Loader): ComponentType {
  let Page = lazy(() => withTimeout(load));
  function LazyPage() {
    const [attempt, setAttempt] = useState(0);
    const retry = () => {
      Page = lazy(() => withTimeout(load));
      setAttempt((a) => a + 1);
    };
    return (
      <ChunkBoundary key={attempt} onRetry={retry}>
        <Suspense fallback={<LoadingBar />}>
          <Page />
        </Suspense>
      </ChunkBoundary>
    );
  }
  return LazyPage;
}
