import { Suspense } from 'react';
import { lazyChunk } from './chunk-load';
import type { LinkProblemKind } from './model';

/**
 * The expired / invalid-link screen, loaded when a link turns out not to work (a lazy chunk:
 * every route's first paint imports this area, and most candidates never see it).
 */
export function loadLinkProblemScreen() {
  return import('./screens/LinkProblemScreen');
}

/**
 * The link-problem screen as a lazy component (render it under Suspense): what every flow shows
 * when its link stops working.
 */
export const LazyLinkProblemScreen = lazyChunk(() =>
  loadLinkProblemScreen().then((m) => ({ default: m.LinkProblemScreen })),
);

/** The link-problem screen where a flow shows it: loaded on demand, nothing while it loads. */
export function LinkProblemSlot({
  kind,
  organizationName,
}: {
  kind: LinkProblemKind;
  organizationName: string | null;
}) {
  return (
    <Suspense fallback={null}>
      <LazyLinkProblemScreen kind={kind} organizationName={organizationName} />
    </Suspense>
  );
}
