/**
 * What a route whose screen does not exist yet shows (`pending` in routes.ts): "This page isn't
 * available yet" (not "This link doesn't work": the candidate's link is not at fault); and
 * what an unknown path shows: the invalid-link screen. Each with the document title to match.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyLinkProblemScreen } from '../../../src/features/shared';

const TITLE = {
  invalid: 'intro:linkProblem.invalidTitle',
  notYetAvailable: 'intro:linkProblem.notYetAvailableTitle',
} as const;

export function LinkProblemPage({ kind }: { kind: keyof typeof TITLE }) {
  const { t } = useTranslation(['intro']);
  const title = t(TITLE[kind]);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return <LazyLinkProblemScreen kind={kind} organizationName={null} />;
}
