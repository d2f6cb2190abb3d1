import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PortalData } from '../../../../domain/entities';
import { safeExternalUrl } from '../../../../domain/portal';
import { LinkButton, List, SectionHeading, Stack, Text } from '../../../../ui';
import { SubHeading } from './InterviewCard';

export const Section = styled(Stack).attrs({ forwardedAs: 'section', gap: 'md' })``;

const Person = styled.li`
  overflow-wrap: break-word;
`;

const PersonTitle = styled(Text).attrs({ forwardedAs: 'span', tone: 'muted', size: 'sm' })`
  display: block;
`;

const Links = styled(Stack).attrs({ forwardedAs: List, gap: 'xs' })`
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.sizes.control.medium};
    overflow-wrap: anywhere;
  }
`;

/** Display names of the networks the data names (brands, the same in every language). */
const NETWORKS: Readonly<Record<string, string>> = {
  linkedin: 'LinkedIn',
  x: 'X',
  twitter: 'X',
  youtube: 'YouTube',
  facebook: 'Facebook',
  instagram: 'Instagram',
  glassdoor: 'Glassdoor',
  tiktok: 'TikTok',
};

function networkName(network: string): string {
  return NETWORKS[network.toLowerCase()] ?? network;
}

/** The id of the hidden "opens in a new tab" the outside links are described by. */
export const NEW_TAB_ID = 'portal-new-tab';

/** The interviewers, per job (jobs with nobody named left out). */
export function InterviewersSection({ data }: { data: PortalData }) {
  const { t } = useTranslation(['portal']);
  const interviewers = data.interviewers.filter((j) => j.people.length > 0);
  if (interviewers.length === 0) return null;
  const jobName = (jobId: string) => data.interviews.find((i) => i.job.id === jobId)?.job.name;
  return (
    <Section aria-labelledby="portal-interviewers">
      <SectionHeading level={2} id="portal-interviewers">
        {t('portal:interviewers.title')}
      </SectionHeading>
      {interviewers.map((job) => {
        const name = jobName(job.jobId);
        return (
          <Stack key={job.jobId} gap="xs">
            {name !== undefined && (
              <SubHeading as="h3">{t('portal:interviewers.forJob', { job: name })}</SubHeading>
            )}
            <Stack as={List} gap="xs">
              {job.people.map((p) => (
                <Person key={`${p.name}-${p.title ?? ''}`}>
                  {p.name}
                  {p.title !== null && <PersonTitle>{p.title}</PersonTitle>}
                </Person>
              ))}
            </Stack>
          </Stack>
        );
      })}
    </Section>
  );
}

/** Interview prep: web links only, opened in a new tab. */
export function PrepSection({ data }: { data: PortalData }) {
  const { t } = useTranslation(['portal']);
  const prep = data.prep.flatMap((p) => {
    const url = safeExternalUrl(p.url);
    return url === null ? [] : [{ ...p, url }];
  });
  if (prep.length === 0) return null;
  return (
    <Section aria-labelledby="portal-prep">
      <SectionHeading level={2} id="portal-prep">
        {t('portal:prep.title')}
      </SectionHeading>
      <Links>
        {prep.map((p) => (
          <li key={p.url}>
            <LinkButton
              href={p.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-describedby={NEW_TAB_ID}
            >
              {p.title}
            </LinkButton>
          </li>
        ))}
      </Links>
    </Section>
  );
}

/** The organisation's social links: web links only, opened in a new tab. */
export function SocialSection({ data }: { data: PortalData }) {
  const { t } = useTranslation(['portal']);
  const organization = data.organization.name;
  const social = data.social.flatMap((s) => {
    const url = safeExternalUrl(s.url);
    return url === null ? [] : [{ ...s, url }];
  });
  if (social.length === 0) return null;
  return (
    <Section aria-labelledby="portal-social">
      <SectionHeading level={2} id="portal-social">
        {t('portal:social.title', { organization })}
      </SectionHeading>
      <Links>
        {social.map((s) => (
          <li key={s.url}>
            <LinkButton
              href={s.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-describedby={NEW_TAB_ID}
            >
              {t('portal:social.link', { organization, network: networkName(s.network) })}
            </LinkButton>
          </li>
        ))}
      </Links>
    </Section>
  );
}
