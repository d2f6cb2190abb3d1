import { useState } from 'react';
import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { choiceControl } from './selected';

const StyledToggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 100%;
  min-height: ${({ theme }) => theme.sizes.control.medium};
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background-color: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-family: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-align: center;
  overflow-wrap: anywhere;
  ${choiceControl("[aria-pressed='true']")}

  &:disabled {
    background-color: ${({ theme }) => theme.colors.disabled};
    border-color: ${({ theme }) => theme.colors.disabled};
    color: ${({ theme }) => theme.colors.onDisabled};
    cursor: not-allowed;
  }
`;

const Icon = styled.span`
  display: inline-flex;
  flex: none;
  font-size: 1.1em;
`;

/** A check mark: pressed is shown by shape as well as colour. */
function Check() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M3 8.5 6.5 12 13 4.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export interface ToggleChipProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'type' | 'aria-pressed' | 'onChange'
> {
  /** Pressed (controlled). Leave undefined and use `defaultPressed` for an uncontrolled chip. */
  readonly pressed?: boolean;
  readonly defaultPressed?: boolean;
  /** Called with the new state after a click, Enter or Space. */
  readonly onPressedChange?: (pressed: boolean) => void;
  /** Optional decorative icon before the label (replaced by a check mark while pressed). */
  readonly icon?: ReactNode;
}

/**
 * A chip the candidate switches on and off (a day, a time of day, a filter): a
 * `<button aria-pressed>`. Keep its label the same in both states; the state is announced.
 */
export function ToggleChip({
  pressed,
  defaultPressed = false,
  onPressedChange,
  icon,
  children,
  onClick,
  ...rest
}: ToggleChipProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultPressed);
  const isPressed = pressed ?? uncontrolled;

  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    onClick?.(event);
    if (event.defaultPrevented) return;
    if (pressed === undefined) setUncontrolled(!isPressed);
    onPressedChange?.(!isPressed);
  }

  const shownIcon = isPressed ? <Check /> : icon;

  return (
    <StyledToggle type="button" aria-pressed={isPressed} {...rest} onClick={handleClick}>
      {shownIcon !== undefined && <Icon aria-hidden="true">{shownIcon}</Icon>}
      {children}
    </StyledToggle>
  );
}
