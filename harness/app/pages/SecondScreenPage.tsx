/**
 * Every path other than `/s/…` and `/i/…` (product spec section 2: "a separate second screen"):
 * the candidate portal, superday, scheduling-link and interviewer-link screens. None of them
 * exists yet (their routes are `pending` in routes.ts), so every one shows the invalid-link
 * screen, as an unknown path does. When a screen arrives, this chunk picks it by `match.route.id`
 * (each as its own lazy import).
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkProblemScreen } from '../../../src/features/candidate';
import type { PageProps } from '../page-props';

export default function SecondScreenPage(_props: PageProps) {
  const { t } = useTranslation('intro');
  const title = t('intro:linkProblem.invalidTitle');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return <LinkProblemScreen kind="invalid" organizationName={null} />;
}
