import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import {
  controlBox,
  describedBy,
  FieldError,
  FieldHint,
  FieldLabel,
  FieldRoot,
  hasContent,
  useFieldIds,
} from './Field';

const Input = styled.input<{ $invalid: boolean }>`
  ${controlBox}
`;

const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${controlBox}
  min-height: 6rem;
  resize: vertical;
`;

interface TextFieldOwnProps {
  /** Visible label; also the accessible name. */
  readonly label: ReactNode;
  /** Help shown under the label and read after it ("We only use it to send the invitation"). */
  readonly hint?: ReactNode;
  /** Error message; marks the control invalid (`aria-invalid`) and describes it. */
  readonly error?: ReactNode;
  /** Shows "Optional" after the label. Prefer marking the optional fields in a mostly required form. */
  readonly optional?: boolean;
  /** Id of the control; generated with `useId` when absent. */
  readonly id?: string;
}

export type TextFieldInputProps = TextFieldOwnProps &
  Omit<ComponentPropsWithRef<'input'>, 'id' | 'children'> & {
    readonly multiline?: false;
  };

export type TextFieldTextAreaProps = TextFieldOwnProps &
  Omit<ComponentPropsWithRef<'textarea'>, 'id' | 'children'> & {
    /** A `<textarea>` for longer answers (a note to the recruiter). */
    readonly multiline: true;
  };

export type TextFieldProps = TextFieldInputProps | TextFieldTextAreaProps;

/**
 * A labelled text input (or textarea with `multiline`), with hint and error tied to it by
 * `aria-describedby`. `required` shows "Required" and sets the native attribute.
 */
export function TextField(props: TextFieldProps) {
  const ids = useFieldIds(props.id);
  const hasHint = hasContent(props.hint);
  const hasError = hasContent(props.error);
  const describedByIds = describedBy(ids, hasHint, hasError, props['aria-describedby']);

  const head = (
    <>
      <FieldLabel htmlFor={ids.controlId} required={props.required} optional={props.optional}>
        {props.label}
      </FieldLabel>
      {hasHint && <FieldHint id={ids.hintId}>{props.hint}</FieldHint>}
      {hasError && <FieldError id={ids.errorId}>{props.error}</FieldError>}
    </>
  );

  if (props.multiline === true) {
    const { label: _l, hint: _h, error: _e, optional: _o, id: _i, multiline: _m, ...rest } = props;
    return (
      <FieldRoot>
        {head}
        <TextArea
          rows={4}
          {...rest}
          id={ids.controlId}
          aria-describedby={describedByIds}
          aria-invalid={hasError || rest['aria-invalid'] || undefined}
          $invalid={hasError || rest['aria-invalid'] === true}
        />
      </FieldRoot>
    );
  }

  const { label: _l, hint: _h, error: _e, optional: _o, id: _i, multiline: _m, ...rest } = props;
  return (
    <FieldRoot>
      {head}
      <Input
        type="text"
        {...rest}
        id={ids.controlId}
        aria-describedby={describedByIds}
        aria-invalid={hasError || rest['aria-invalid'] || undefined}
        $invalid={hasError || rest['aria-invalid'] === true}
      />
    </FieldRoot>
  );
}
