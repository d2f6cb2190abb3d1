import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, PageShell, Stack, TextField } from '../../../ui';
import { Lead, ScreenTitle, organizationHeader } from '../../shared';
import type { EmailError } from '../model';

export interface InterviewerEmailScreenProps {
  organizationName: string;
  interviewerName: string;
  /** What was typed before (kept when it was refused). */
  email: string;
  error: EmailError | null;
  /** The email as typed; the container checks it (format, then the server). */
  onSubmit: (email: string) => void;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.lg};

  & > :first-child {
    align-self: stretch;
  }
`;

/**
 * Who is setting availability (spec 1: the link is "identified by organization slug, custom url
 * and email"): whose link it is, and their email when the link does not carry it. A refused
 * address (not one, or not this link's) is explained at the field, which gets focus.
 */
export function InterviewerEmailScreen({
  organizationName,
  interviewerName,
  email,
  error,
  onSubmit,
}: InterviewerEmailScreenProps) {
  const { t } = useTranslation('interviewerLink');
  const [value, setValue] = useState(email);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (error !== null) input.current?.focus();
  }, [error]);
  return (
    <PageShell width="narrow" header={organizationHeader(organizationName)}>
      <Stack gap="xl">
        <Stack gap="sm">
          <ScreenTitle>{t('email.title')}</ScreenTitle>
          <Lead>{t('email.lead', { name: interviewerName, organization: organizationName })}</Lead>
        </Stack>
        <Form
          // A refused address keeps focus in its field (the screen frame leaves it there).
          data-keeps-focus={error === null ? undefined : true}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit(value);
          }}
        >
          <TextField
            ref={input}
            label={t('email.label')}
            hint={t('email.hint')}
            error={error === null ? undefined : t(`email.${error}`)}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            required
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
            }}
          />
          <Button type="submit" size="large">
            {t('email.continue')}
          </Button>
        </Form>
      </Stack>
    </PageShell>
  );
}
