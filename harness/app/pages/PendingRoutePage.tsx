/**
 * What a route whose screen does not exist yet shows (`pending` in routes.ts), and what an
 * unknown path shows: the invalid-link screen, with the document title to match.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkProblemScreen } from '../../../src/features/candidate';

export function InvalidLinkPage() {
  const { t } = useTranslation(['intro']);
  const title = t('intro:linkProblem.invalidTitle');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return <LinkProblemScreen kind="invalid" organizationName={null} />;
}
