import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { translateText } from '../../../i18n/localized-text';
import { Banner, Button, Card, PageShell, media, Stack } from '../../../ui';
import { EmailField, LinkedInField, NameFields, PhoneField } from './ContactFields';
import type { Notice } from '../../shared';
import type { ContactFormValues } from '../model';
import { ScreenTitle, organizationHeader } from '../../shared';

export interface ContactFormScreenProps {
  /** The form (the container's `useForm`): first name, last name, phone, email, LinkedIn URL. */
  form: UseFormReturn<ContactFormValues>;
  /** Called with the valid values when the candidate continues. */
  onSubmit: (values: ContactFormValues) => void;
  /** The details are on their way: Continue is busy. */
  submitting: boolean;
  /** A server error that belongs to no field. */
  error: Notice | null;
  organizationName: string;
  /** What the form is for, under its heading (the scheduling link's interview and length). */
  summary?: ReactNode;
}

const Summary = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

/** First and last name: stacked on phones, side by side from tablet width. */
const NameRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  ${media.tablet} {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }
`;

const Actions = styled(Stack).attrs({ gap: 'none' })`
  ${media.tablet} {
    align-items: flex-start;
  }
`;

/**
 * The candidate contact form (spec sections 2 and 3): first name, last name, phone, email and
 * an optional LinkedIn profile URL, then Continue. Each input has the right `type`,
 * `autoComplete` and `inputMode`, so phones offer the right keyboard and autofill. In Chinese,
 * Japanese and Korean the last (family) name comes before the first name.
 *
 * Validation comes from `contactRules` (src/features/candidate/forms.ts): all but LinkedIn are
 * required; names need at least 2 characters ("Please enter at least 2 characters"); the email
 * and the phone (7–15 digits) must look right; a LinkedIn URL must be on linkedin.com.
 * react-hook-form focuses the first invalid field.
 *
 * States it shows:
 * - empty or prefilled (the form's default values);
 * - client errors at each field;
 * - server errors at the email and phone fields (INVALID_EMAIL, INVALID_PHONE: the container
 *   sets them with `form.setError` using `serverFieldError`; messages are i18n keys);
 * - `submitting`: Continue is busy (announced), a second submit is ignored;
 * - `error`: a banner above the form for a server error of no field.
 */
export function ContactFormScreen({
  form,
  onSubmit,
  submitting,
  error,
  organizationName,
  summary,
}: ContactFormScreenProps) {
  const { t } = useTranslation(['contact', 'general']);
  const { handleSubmit } = form;

  return (
    <PageShell header={organizationHeader(organizationName)} width="narrow">
      <Stack gap="xl">
        <ScreenTitle description={t('contact:intro', { organization: organizationName })}>
          {t('contact:heading')}
        </ScreenTitle>
        {summary !== undefined && <Summary>{summary}</Summary>}

        {error !== null && (
          <Banner variant="error">
            <p>{translateText(t, error)}</p>
          </Banner>
        )}

        <Card padding="medium">
          <Form
            noValidate
            onSubmit={(event) => {
              void handleSubmit((values) => {
                onSubmit(values);
              })(event);
            }}
          >
            <NameRow>
              <NameFields form={form} />
            </NameRow>
            <PhoneField form={form} />
            <EmailField form={form} />
            <LinkedInField form={form} />
            <Actions>
              <Button type="submit" busy={submitting} busyLabel={t('contact:submitting')}>
                {t('general:actions.continue')}
              </Button>
            </Actions>
          </Form>
        </Card>
      </Stack>
    </PageShell>
  );
}
