/**
 * The reschedule form's container: owns the form (`useForm`, react-hook-form) of the Reschedule
 * screen. It is a lazy chunk of the candidate flow, so react-hook-form is not loaded until a
 * candidate asks to reschedule (the candidate route's first paint does not need it).
 *
 * CandidateFlow mounts it the first time the reschedule screen shows and keeps it mounted for
 * the rest of the journey (`visible` false: it renders nothing), so the form keeps its values
 * and state (submitted, errors) across screens exactly as a form owned by CandidateFlow would:
 * after "reschedule note needed" the candidate comes back to what they typed, with the server's
 * message at the note field.
 */
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { RescheduleFormValues } from '../model';
import { RescheduleScreen } from '../screens/RescheduleScreen';
import type { FieldError } from '../state';

export interface RescheduleContainerProps {
  /** The reschedule screen is the one shown. */
  visible: boolean;
  /** A server error that belongs to a field (reschedule note needed). */
  fieldError: FieldError | null;
  organizationName: string;
  onSubmit: (values: RescheduleFormValues) => void;
  onCancel: () => void;
}

export default function RescheduleContainer({
  visible,
  fieldError,
  organizationName,
  onSubmit,
  onCancel,
}: RescheduleContainerProps) {
  const form = useForm<RescheduleFormValues>({
    defaultValues: { reasonCode: '', note: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  useEffect(() => {
    if (fieldError === null || !visible) return;
    if (fieldError.field === 'note') {
      form.setError(
        'note',
        { type: 'server', message: fieldError.messageKey },
        { shouldFocus: true },
      );
    }
  }, [fieldError, visible, form]);
  if (!visible) return null;
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
