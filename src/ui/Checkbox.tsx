import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Stack } from './layout';
import styled from 'styled-components';
import {
  describedBy,
  FieldError,
  FieldHint,
  hasContent,
  ChoiceInput,
  ChoiceLabel,
  useFieldIds,
} from './Field';

const Root = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: ${({ theme }) => theme.space.sm};
  row-gap: ${({ theme }) => theme.space.xxs};
  align-items: start;
  min-width: 0;
`;

const Details = styled(Stack)`
  grid-column: 2;
`;

export interface CheckboxProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'id' | 'children'
> {
  /** Visible label, clickable; also the accessible name. */
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  /** Error message; marks the checkbox invalid and describes it. */
  readonly error?: ReactNode;
  readonly id?: string;
}

/** A native checkbox with its label, and optional hint and error under the label. */
export function Checkbox({
  label,
  hint,
  error,
  id,
  'aria-describedby': extra,
  ...rest
}: CheckboxProps) {
  const ids = useFieldIds(id);
  const hasHint = hasContent(hint);
  const hasError = hasContent(error);
  return (
    <Root>
      <ChoiceInput
        type="checkbox"
        {...rest}
        id={ids.controlId}
        aria-describedby={describedBy(ids, hasHint, hasError, extra)}
        aria-invalid={hasError || undefined}
      />
      <ChoiceLabel htmlFor={ids.controlId}>{label}</ChoiceLabel>
      {(hasHint || hasError) && (
        <Details gap="xxs">
          {hasHint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
          {hasError && <FieldError id={ids.errorId}>{error}</FieldError>}
        </Details>
      )}
    </Root>
  );
}
