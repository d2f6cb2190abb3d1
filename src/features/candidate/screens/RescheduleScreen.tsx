import { useController, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { RESCHEDULE_REASON_CODES } from '../../../domain/entities';
import {
  Banner,
  Button,
  Card,
  PageShell,
  RadioGroup,
  SectionHeading,
  TextField,
  media,
  Stack,
} from '../../../ui';
import { translateText } from '../../../i18n/localized-text';
import { fieldErrorText, NOTE_MIN_LENGTH, rescheduleRules } from '../../forms';
import type { Notice, RescheduleFormValues } from '../model';
import { ScreenTitle, organizationHeader } from '../../shared';

export interface RescheduleScreenProps {
  /** The form (the container's `useForm`): reason code and note. */
  form: UseFormReturn<RescheduleFormValues>;
  /** Called with the valid values when the candidate continues. */
  onSubmit: (values: RescheduleFormValues) => void;
  /** Back to the confirmation, nothing sent. */
  onCancel: () => void;
  /** The request is on its way: Continue is busy. */
  submitting: boolean;
  /** A server error that belongs to no field. */
  error: Notice | null;
  organizationName: string;
}

/** Rendered with `forwardedAs="form"`, so it takes the form's own props (noValidate, onSubmit). */
const Form = styled(Stack).attrs({ gap: 'lg' })``;

/** One under the other on phones; side by side, centred, from tablet width. */
const Actions = styled(Stack).attrs({ gap: 'sm' })`
  ${media.tablet} {
    flex-direction: row;
    align-items: center;
  }
`;

const Questions = styled(Stack).attrs({ gap: 'xxs' })``;

/**
 * The Reschedule screen (spec section 2): asks why (sick, personal emergency, work emergency,
 * other) and for a free-text note ("Tell us more"), then Continue; Back returns without
 * sending; a "Scheduling questions?" prompt points to the recruiting team.
 *
 * Validation comes from `rescheduleRules` (src/features/candidate/forms.ts): a reason is
 * required; the note is optional, except for `other`, where it needs at least 10 characters
 * ("Please enter at least 10 characters"). react-hook-form focuses the first invalid field.
 *
 * States it shows:
 * - empty or prefilled (the form's default values);
 * - client errors at the reason group and at the note;
 * - a server error at the note (the container sets it with `form.setError('note', { type:
 *   'server', message: key }, { shouldFocus: true })`; the message is an i18n key);
 * - `submitting`: Continue is busy (announced), a second submit is ignored;
 * - `error`: a banner above the form for a server error of no field.
 */
export function RescheduleScreen({
  form,
  onSubmit,
  onCancel,
  submitting,
  error,
  organizationName,
}: RescheduleScreenProps) {
  const { t } = useTranslation(['booking', 'general']);
  const { control, formState, handleSubmit, register } = form;
  const reason = useController({ control, name: 'reasonCode', rules: rescheduleRules.reasonCode });
  const reasonCode = useWatch({ control, name: 'reasonCode' });
  const noteRequired = reasonCode === 'other';
  const { errors } = formState;

  const options = RESCHEDULE_REASON_CODES.map((code) => ({
    value: code,
    label: t(`booking:reschedule.reasons.${code}`),
  }));

  return (
    <PageShell header={organizationHeader(organizationName)} width="narrow">
      <Stack gap="xl">
        <ScreenTitle
          description={t('booking:reschedule.intro', { organization: organizationName })}
        >
          {t('booking:reschedule.heading')}
        </ScreenTitle>

        {error !== null && (
          <Banner variant="error">
            <p>{translateText(t, error)}</p>
          </Banner>
        )}

        <Card padding="medium">
          <Form
            forwardedAs="form"
            noValidate
            onSubmit={(event) => {
              void handleSubmit((values) => {
                onSubmit(values);
              })(event);
            }}
          >
            <RadioGroup
              ref={(fieldset: HTMLFieldSetElement | null) => {
                // react-hook-form focuses a field through this ref: focus the chosen radio,
                // or the first one.
                reason.field.ref(
                  fieldset === null
                    ? null
                    : {
                        focus: () => {
                          const radio =
                            fieldset.querySelector<HTMLInputElement>('input:checked') ??
                            fieldset.querySelector<HTMLInputElement>('input');
                          radio?.focus();
                        },
                      },
                );
              }}
              name={reason.field.name}
              legend={t('booking:reschedule.reasonLegend')}
              options={options}
              value={reason.field.value === '' ? null : reason.field.value}
              onChange={(value) => {
                reason.field.onChange(value);
              }}
              onBlur={reason.field.onBlur}
              required
              error={fieldErrorText(t, 'reasonCode', errors.reasonCode)}
            />
            <TextField
              multiline
              rows={4}
              label={t('booking:reschedule.noteLabel')}
              hint={
                noteRequired
                  ? t('booking:reschedule.noteHintOther', { count: NOTE_MIN_LENGTH })
                  : t('booking:reschedule.noteHint')
              }
              required={noteRequired}
              optional={!noteRequired}
              autoComplete="off"
              error={fieldErrorText(t, 'note', errors.note)}
              {...register('note', rescheduleRules.note)}
            />
            <Actions>
              <Button
                type="submit"
                busy={submitting}
                busyLabel={t('booking:reschedule.submitting')}
              >
                {t('general:actions.continue')}
              </Button>
              <Button variant="ghost" onClick={onCancel}>
                {t('general:actions.back')}
              </Button>
            </Actions>
          </Form>
        </Card>

        <Questions>
          <SectionHeading level={2}>{t('booking:reschedule.questionsHeading')}</SectionHeading>
          <p>{t('booking:reschedule.questionsText', { organization: organizationName })}</p>
        </Questions>
      </Stack>
    </PageShell>
  );
}
