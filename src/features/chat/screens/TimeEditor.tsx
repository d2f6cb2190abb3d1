import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  TIME_FIELDS_ERROR_FIELD,
  type TimeFields,
  type TimeFieldsError,
} from '../../../domain/chat-ranges';
import { Button, TextField } from '../../../ui';
import { Actions } from './panel-parts';

export interface TimeEditorProps {
  /** The time as it is now (the fields' first values). */
  fields: TimeFields;
  /** What the time reads now, for the form's name ("Change Tue, Mar 10, 9:00 AM – 12:00 PM"). */
  label: string;
  error: TimeFieldsError | null;
  onSave: (fields: TimeFields) => void;
  onCancel: () => void;
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  /* Start and end side by side when they fit their times (a 12-hour clock is wide), else stacked. */
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};

  & > :first-child,
  & > :last-child {
    grid-column: 1 / -1;
  }
`;

const read = (form: HTMLFormElement, name: string): string => {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * The form that corrects one understood time: its day, start and end in the candidate's zone.
 * The fields keep what was typed (uncontrolled) while a refused value is explained at its field;
 * Escape or Cancel closes it without a change.
 */
export function TimeEditor({ fields, label, error, onSave, onCancel }: TimeEditorProps) {
  const { t } = useTranslation(['chat']);
  const id = useId();
  const at = error === null ? null : TIME_FIELDS_ERROR_FIELD[error];
  const message = error === null ? null : t(`chat:times.errors.${error}`);
  const errorOf = (field: keyof TimeFields) => (at === field ? message : undefined);
  return (
    <Form
      aria-label={t('chat:times.changeLabel', { time: label })}
      data-time-editor=""
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        onSave({ date: read(form, 'date'), start: read(form, 'start'), end: read(form, 'end') });
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          // Closes the form, not the panel.
          event.preventDefault();
          onCancel();
        }
      }}
    >
      <TextField
        id={`${id}date`}
        name="date"
        type="date"
        label={t('chat:times.date')}
        defaultValue={fields.date}
        error={errorOf('date')}
      />
      <TextField
        id={`${id}start`}
        name="start"
        type="time"
        label={t('chat:times.start')}
        defaultValue={fields.start}
        error={errorOf('start')}
      />
      <TextField
        id={`${id}end`}
        name="end"
        type="time"
        label={t('chat:times.end')}
        defaultValue={fields.end}
        error={errorOf('end')}
      />
      <Actions>
        <Button type="submit" size="small">
          {t('chat:times.save')}
        </Button>
        <Button type="button" size="small" variant="secondary" onClick={onCancel}>
          {t('chat:times.cancel')}
        </Button>
      </Actions>
    </Form>
  );
}
