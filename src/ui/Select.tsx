import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import {
  controlBox,
  ControlChevron,
  describedBy,
  FieldError,
  FieldHint,
  FieldLabel,
  FieldRoot,
  hasContent,
  useFieldIds,
} from './Field';
import { media } from './theme';

const Wrapper = styled.div`
  position: relative;
  min-width: 0;
`;

const StyledSelect = styled.select<{ $invalid: boolean }>`
  ${controlBox}
  appearance: none;
  padding-inline-end: 2.5rem;
  text-overflow: ellipsis;
  cursor: pointer;

  ${media.forcedColors} {
    appearance: auto;
    padding-inline-end: ${({ theme }) => theme.space.sm};
  }
`;

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'id' | 'multiple'> {
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  readonly error?: ReactNode;
  /** Shows "Optional" after the label. */
  readonly optional?: boolean;
  readonly id?: string;
  /** The `<option>`s (and `<optgroup>`s). */
  readonly children: ReactNode;
}

/** A native `<select>` (the phone's own picker) with label, hint and error. */
export function Select({
  label,
  hint,
  error,
  optional,
  id,
  children,
  'aria-describedby': extraDescribedBy,
  ...rest
}: SelectProps) {
  const ids = useFieldIds(id);
  const hasHint = hasContent(hint);
  const hasError = hasContent(error);
  // Invalid also when the caller says so (`aria-invalid`) and shows the message elsewhere.
  const invalid = hasError || rest['aria-invalid'] === true;
  return (
    <FieldRoot>
      <FieldLabel htmlFor={ids.controlId} required={rest.required} optional={optional}>
        {label}
      </FieldLabel>
      {hasHint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {hasError && <FieldError id={ids.errorId}>{error}</FieldError>}
      <Wrapper>
        <StyledSelect
          {...rest}
          id={ids.controlId}
          aria-describedby={describedBy(ids, hasHint, hasError, extraDescribedBy)}
          aria-invalid={invalid || undefined}
          $invalid={invalid}
        >
          {children}
        </StyledSelect>
        <ControlChevron />
      </Wrapper>
    </FieldRoot>
  );
}
