/**
 * The reschedule form's container: owns the form (`useForm`, react-hook-form) of the Reschedule
 * screen. It is a lazy chunk of the candidate journey, so react-hook-form is not loaded until a
 * candidate asks to reschedule (the candidate route's first paint does not need it).
 *
 * When the server sends the candidate back to the reason (reschedule note needed), the journey's
 * state carries the reason they gave and the server's field error (`retry`): the form opens
 * with what they typed, the message at the field and focus on it.
 */
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { RescheduleFormValues } from '../model';
import { RescheduleScreen } from '../screens/RescheduleScreen';
import type { FieldError } from '../state';
import type { RescheduleReason } from '../../../domain/entities';

export interface RescheduleContainerProps {
  /** The reason given before and the server's error at a field; null for a new form. */
  retry: { reason: RescheduleReason; fieldError: FieldError } | null;
  organizationName: string;
  onSubmit: (values: RescheduleFormValues) => void;
  onCancel: () => void;
}

export default function RescheduleContainer({
  retry,
  organizationName,
  onSubmit,
  onCancel,
}: RescheduleContainerProps) {
  const form = useForm<RescheduleFormValues>({
    defaultValues: retry === null ? { reasonCode: '', note: '' } : retry.reason,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  useEffect(() => {
    if (retry === null) return;
    const { field, messageKey } = retry.fieldError;
    if (field === 'note') {
      form.setError('note', { type: 'server', message: messageKey }, { shouldFocus: true });
    }
  }, [retry, form]);
  return (
    <RescheduleScreen
      form={form}
      onSubmit={onSubmit}
      onCancel={onCancel}
      submitting={false}
      error={null}
      organizationName={organizationName}
    />
  );
}
