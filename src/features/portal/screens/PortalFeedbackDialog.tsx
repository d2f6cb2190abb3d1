import { useTranslation } from 'react-i18next';
import { FEEDBACK_RATINGS, type FeedbackRating } from '../../../domain/feedback';
import {
  Banner,
  Button,
  Dialog,
  RadioGroup,
  Stack,
  Text,
  TextField,
  VisuallyHidden,
} from '../../../ui';
import type { FeedbackView } from '../model';

export interface PortalFeedbackDialogProps {
  feedback: FeedbackView;
  /** "How would you rate your {stage} interview for {job} on {date}?" */
  stageName: string;
  jobName: string;
  /** The interview's date, written out. */
  date: string;
  organizationName: string;
  onRate: (rating: FeedbackRating) => void;
  onComment: (text: string) => void;
  onSubmit: () => void;
  onClose: () => void;
}

function isRating(value: string): value is `${FeedbackRating}` {
  return FEEDBACK_RATINGS.some((r) => String(r) === value);
}

/**
 * Feedback on one past interview (spec 2): the question, a rating from poor to great (a radio
 * group), an optional comment, the note that feedback is anonymous and does not affect the
 * hiring decision; then a thank-you. While it is sent the button is busy and nothing changes;
 * a failure keeps the rating and comment.
 */
export function PortalFeedbackDialog({
  feedback,
  stageName,
  jobName,
  date,
  organizationName,
  onRate,
  onComment,
  onSubmit,
  onClose,
}: PortalFeedbackDialogProps) {
  const { t } = useTranslation(['portal', 'general']);
  const thanks = feedback.status === 'thanks';
  const submitting = feedback.status === 'submitting';
  return (
    <Dialog
      open={feedback.open}
      onClose={onClose}
      title={thanks ? t('portal:feedback.thanksTitle') : t('portal:feedback.title')}
      closeLabel={t('portal:feedback.close')}
      actions={
        thanks ? (
          <Button onClick={onClose}>{t('portal:feedback.close')}</Button>
        ) : (
          <Button
            type="submit"
            form="portal-feedback-form"
            busy={submitting}
            busyLabel={t('portal:feedback.sending')}
          >
            {t('portal:feedback.send')}
          </Button>
        )
      }
    >
      {thanks ? (
        <p role="status">{t('portal:feedback.thanks', { organization: organizationName })}</p>
      ) : (
        <form
          id="portal-feedback-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <Stack gap="md">
            <RadioGroup
              legend={t('portal:feedback.question', { stage: stageName, job: jobName, date })}
              value={feedback.rating === null ? null : String(feedback.rating)}
              required
              error={feedback.missingRating ? t('portal:feedback.chooseRating') : undefined}
              options={FEEDBACK_RATINGS.map((r) => ({
                value: String(r),
                label: t(`portal:feedback.ratings.${r}`),
              }))}
              onChange={(value) => {
                if (isRating(value)) onRate(Number(value) as FeedbackRating);
              }}
            />
            <TextField
              multiline
              optional
              label={t('portal:feedback.comment')}
              value={feedback.comment}
              rows={3}
              maxLength={2_000}
              onChange={(event) => {
                onComment(event.currentTarget.value);
              }}
            />
            <Text tone="muted" size="sm">
              {t('portal:feedback.anonymous')}
            </Text>
            {feedback.status === 'failed' && (
              <Banner variant="error">
                <p>{t('portal:feedback.failed')}</p>
              </Banner>
            )}
          </Stack>
        </form>
      )}
      <VisuallyHidden role="status">
        {submitting ? t('portal:feedback.sending') : ''}
      </VisuallyHidden>
    </Dialog>
  );
}
