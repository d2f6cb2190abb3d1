import type { ChangeEvent, ComponentPropsWithRef, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import {
  describedBy,
  FieldError,
  FieldHint,
  hasContent,
  labelText,
  ChoiceInput,
  ChoiceLabel,
  RequirementMarker,
  useFieldIds,
} from './Field';

const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Legend = styled.legend`
  ${labelText}
  float: left;
  width: 100%;
  padding: 0;
  overflow-wrap: anywhere;
`;

const Options = styled.div<{ $horizontal: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.xs};

  ${({ $horizontal }) =>
    $horizontal &&
    css`
      flex-direction: row;
      flex-wrap: wrap;
      column-gap: ${({ theme }) => theme.space.lg};
    `}
`;

const Option = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: ${({ theme }) => theme.space.sm};
  row-gap: ${({ theme }) => theme.space.xxs};
  align-items: start;
  min-width: 0;
  /* A comfortable touch target for each choice. */
  min-height: 2.75rem;
  padding-block: ${({ theme }) => theme.space.xs};
`;

const OptionHint = styled(FieldHint)`
  grid-column: 2;
`;

export interface RadioOption {
  readonly value: string;
  readonly label: ReactNode;
  /** Extra line under the option's label. */
  readonly hint?: ReactNode;
  readonly disabled?: boolean;
}

export interface RadioGroupProps extends Omit<
  ComponentPropsWithRef<'fieldset'>,
  'onChange' | 'defaultValue' | 'children'
> {
  /** The question; the group's accessible name. */
  readonly legend: ReactNode;
  readonly options: readonly RadioOption[];
  /** Name shared by the radios; generated when absent. */
  readonly name?: string;
  /** Selected value (controlled). `null` selects nothing. */
  readonly value?: string | null;
  /** Initially selected value (uncontrolled). */
  readonly defaultValue?: string;
  readonly onChange?: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  readonly hint?: ReactNode;
  /** Error message; marks the radios invalid and describes the group. */
  readonly error?: ReactNode;
  readonly required?: boolean;
  /** Shows "Optional" after the legend. */
  readonly optional?: boolean;
  /** Options side by side (wrapping) instead of stacked. Short labels only. */
  readonly orientation?: 'vertical' | 'horizontal';
}

/**
 * One choice out of a few: native radios in a fieldset whose legend is the question. Arrow keys
 * move the selection, Tab leaves the group (the browser's own radio behaviour).
 */
export function RadioGroup({
  legend,
  options,
  name,
  value,
  defaultValue,
  onChange,
  hint,
  error,
  required = false,
  optional,
  orientation = 'vertical',
  id,
  'aria-describedby': extra,
  ...rest
}: RadioGroupProps) {
  const ids = useFieldIds(id);
  const groupName = name ?? ids.controlId;
  const hasHint = hasContent(hint);
  const hasError = hasContent(error);
  const controlled = value !== undefined;

  return (
    <Fieldset
      {...rest}
      id={ids.controlId}
      aria-describedby={describedBy(ids, hasHint, hasError, extra)}
    >
      <Legend id={ids.labelId}>
        {legend}
        <RequirementMarker required={required} optional={optional} />
      </Legend>
      {hasHint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {hasError && <FieldError id={ids.errorId}>{error}</FieldError>}
      <Options $horizontal={orientation === 'horizontal'}>
        {options.map((option, index) => {
          const optionId = `${ids.controlId}-option-${index}`;
          const optionHintId = `${optionId}-hint`;
          const hasOptionHint = hasContent(option.hint);
          return (
            <Option key={option.value}>
              <ChoiceInput
                type="radio"
                id={optionId}
                name={groupName}
                value={option.value}
                disabled={option.disabled}
                required={required}
                aria-invalid={hasError || undefined}
                aria-describedby={hasOptionHint ? optionHintId : undefined}
                {...(controlled
                  ? { checked: option.value === value }
                  : { defaultChecked: option.value === defaultValue })}
                onChange={(event) => {
                  onChange?.(option.value, event);
                }}
              />
              <ChoiceLabel htmlFor={optionId}>{option.label}</ChoiceLabel>
              {hasOptionHint && <OptionHint id={optionHintId}>{option.hint}</OptionHint>}
            </Option>
          );
        })}
      </Options>
    </Fieldset>
  );
}
