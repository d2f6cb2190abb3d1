/**
 * What a route whose screen does not exist yet shows (`pending` in routes.ts), and what an
 * unknown path shows: the invalid-link screen, with the document title to match.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyChunk, loadLinkProblemScreen } from '../../../src/features/shared';

/** Its chunk is loaded together with the page's (App.tsx `CHUNKS`): no second wait. */
const LinkProblemScreen = lazyChunk(() =>
  loadLinkProblemScreen().then((m) => ({ default: m.LinkProblemScreen })),
);

export function InvalidLinkPage() {
  const { t } = useTranslation(['intro']);
  const title = t('intro:linkProblem.invalidTitle');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return <LinkProblemScreen kind="invalid" organizationName={null} />;
}
