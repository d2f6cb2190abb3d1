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
  /**
   * Id of an element whose text comes before the label in the accessible name (e.g. the day a
   * time belongs to: "Wednesday, March 4 9:45 – 11:00 AM"), so the name stands on its own.
   */
  readonly namePrefixId?: string;
}

/** A native checkbox with its label, and optional hint and error under the label. */
export function Checkbox({
  label,
  hint,
  error,
  id,
  namePrefixId,
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
        aria-labelledby={namePrefixId === undefined ? undefined : `${namePrefixId} ${ids.labelId}`}
      />
      <ChoiceLabel id={ids.labelId} htmlFor={ids.controlId}>
        {label}
      </ChoiceLabel>
      {(hasHint || hasError) && (
        <Details gap="xxs">
          {hasHint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
          {hasError && <FieldError id={ids.errorId}>{error}</FieldError>}
        </Details>
      )}
    </Root>
  );
}
