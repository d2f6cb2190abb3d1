import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Stack } from './layout';
import styled, { css } from 'styled-components';
import { focusRing, media } from './theme';

/**
 * Building blocks shared by TextField, Select, Checkbox and RadioGroup: label with its
 * required/optional marker, hint and error message, and the ids that tie them to the control.
 */

export interface FieldIds {
  /** Id of the control (input, select, textarea). */
  readonly controlId: string;
  readonly labelId: string;
  readonly hintId: string;
  readonly errorId: string;
}

/** Stable ids for a field (React `useId`: deterministic, no randomness). */
export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const base = id ?? generated;
  return {
    controlId: base,
    labelId: `${base}-label`,
    hintId: `${base}-hint`,
    errorId: `${base}-error`,
  };
}

/** The value of `aria-describedby`: error first (the most urgent), then hint. */
export function describedBy(
  ids: FieldIds,
  hasHint: boolean,
  hasError: boolean,
  extra?: string,
): string | undefined {
  const parts = [hasError ? ids.errorId : '', hasHint ? ids.hintId : '', extra ?? ''].filter(
    (part) => part !== '',
  );
  return parts.length === 0 ? undefined : parts.join(' ');
}

export function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

/** A field: its label, control, hint and error one under the other. */
export function FieldRoot({ children }: { readonly children: ReactNode }) {
  return <Stack gap="xxs">{children}</Stack>;
}

export const labelText = css`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

const StyledLabel = styled.label`
  ${labelText}
  display: block;
  overflow-wrap: anywhere;
`;

const Marker = styled.span`
  margin-inline-start: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

export interface RequirementMarkerProps {
  /** The control is required: shows "Required" (hidden from screen readers, which announce `required`). */
  readonly required?: boolean | undefined;
  /** The control is optional: shows "Optional", read as part of the label. */
  readonly optional?: boolean | undefined;
}

/** "Required" or "Optional" after a label, from the ui namespace. */
export function RequirementMarker({ required, optional }: RequirementMarkerProps) {
  const { t } = useTranslation('ui');
  if (required === true) {
    return <Marker aria-hidden="true">{t('field.required')}</Marker>;
  }
  if (optional === true) {
    return <Marker>{t('field.optional')}</Marker>;
  }
  return null;
}

export interface FieldLabelProps extends RequirementMarkerProps {
  readonly htmlFor: string;
  readonly id?: string;
  readonly children: ReactNode;
}

export function FieldLabel({ htmlFor, id, children, required, optional }: FieldLabelProps) {
  return (
    <StyledLabel htmlFor={htmlFor} id={id}>
      {children}
      <RequirementMarker required={required} optional={optional} />
    </StyledLabel>
  );
}

export const FieldHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  overflow-wrap: anywhere;
`;

const StyledError = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  overflow-wrap: anywhere;

  svg {
    flex: none;
    width: 1.25em;
    height: 1.5em;
  }

  .mark {
    stroke: ${({ theme }) => theme.colors.onDanger};
  }

  .dot {
    fill: ${({ theme }) => theme.colors.onDanger};
  }
`;

/** An alert-circle: the error is marked by shape, not only by red. */
function ErrorIcon() {
  return (
    <svg viewBox="0 0 20 24" aria-hidden="true" focusable="false">
      <circle cx="10" cy="12" r="8" fill="currentColor" />
      <path className="mark" d="M10 7.5v5.5" fill="none" strokeWidth="2" strokeLinecap="round" />
      <circle className="dot" cx="10" cy="16" r="1.25" />
    </svg>
  );
}

export function FieldError({
  id,
  children,
}: {
  readonly id: string;
  readonly children: ReactNode;
}) {
  return (
    <StyledError id={id}>
      <ErrorIcon />
      <span>{children}</span>
    </StyledError>
  );
}

/** Border and focus styles shared by text inputs, textareas and selects. */
export const controlBox = css<{ $invalid: boolean }>`
  display: block;
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.control.medium};
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background-color: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  /* 16px at least: iOS Safari zooms into smaller fields. */
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  box-shadow: ${({ theme, $invalid }) => ($invalid ? `inset 0 0 0 1px ${theme.colors.danger}` : 'none')};

  &:hover:not(:disabled) {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.text)};
  }

  &:focus-visible {
    ${focusRing}
  }

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }

  &:disabled {
    background-color: ${({ theme }) => theme.colors.disabled};
    border-color: ${({ theme }) => theme.colors.disabled};
    color: ${({ theme }) => theme.colors.onDisabled};
    cursor: not-allowed;
  }
`;

/** A native checkbox or radio: sized and aligned with its label (keyboard, forced colours and states come free). */
export const ChoiceInput = styled.input`
  flex: none;
  width: 1.25rem;
  height: 1.25rem;
  /* Centre on the first line of a 1.375 line-height label. */
  margin: 0.0625rem 0 0;
  cursor: pointer;
  accent-color: ${({ theme }) => theme.colors.primary};

  &:disabled {
    cursor: not-allowed;
  }

  &:focus-visible {
    ${focusRing}
  }
`;

/** The label right after a ChoiceInput; greyed out when the input is disabled. */
export const ChoiceLabel = styled.label`
  ${labelText}
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  overflow-wrap: anywhere;
  cursor: pointer;

  input:disabled + & {
    color: ${({ theme }) => theme.colors.onDisabled};
    cursor: not-allowed;
  }
`;

const Chevron = styled.svg`
  position: absolute;
  inset-inline-end: ${({ theme }) => theme.space.sm};
  top: 50%;
  width: 1rem;
  height: 1rem;
  transform: translateY(-50%);
  color: ${({ theme }) => theme.colors.text};
  pointer-events: none;

  ${media.forcedColors} {
    display: none;
  }
`;

/** The down chevron at the end of a select-like control (Select, Combobox); decorative. */
export function ControlChevron() {
  return (
    <Chevron viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M3.5 6 8 10.5 12.5 6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Chevron>
  );
}
