/** @jsxImportSource react */
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { initialState } from './state';
import type { BookingWizardProps, Stage } from './types';

/**
 * A stage in a chunk of its own, loaded when first shown (its placeholder, of the stage's class,
 * stands in meanwhile), so the page opens without it. Once `preload()` has loaded it, it renders
 * at once without suspending: the server render and the hydration of a page that opens on it
 * (both wait for the island's `preload`) show the stage itself, not the placeholder.
 */
function lazyStage<P extends object>(load: () => Promise<ComponentType<P>>, placeholderClass: string) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  // A failed load in the background is tried again when the stage is shown.
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const Suspending = lazy(() => preload().then((component) => ({ default: component })));
  function Stage(props: P) {
    const Component = loaded ?? Suspending;
    return (
      <Suspense fallback={<div className={placeholderClass} aria-busy="true" />}>
        <Component {...props} />
      </Suspense>
    );
  }
  return Object.assign(Stage, { preload });
}

export const InformationStage = lazyStage(() => import('./InformationStage').then((m) => m.InformationStage), 'wizard-information');
export const PaymentStage = lazyStage(() => import('./PaymentStage').then((m) => m.PaymentStage), 'wizard-payment');

/** What the wizard's first render needs loaded: stage 3 when the address opens on it. */
export async function preload(props: BookingWizardProps): Promise<void> {
  if (initialState(props).stage === 3) await InformationStage.preload();
}

/** The next stage loads while this one is shown, so moving on does not wait for it. */
export function useNextStageLoaded(stage: Stage): void {
  useEffect(() => {
    const next = stage === 2 ? InformationStage : stage === 3 ? PaymentStage : null;
    next?.preload().catch(() => {});
  }, [stage]);
}
