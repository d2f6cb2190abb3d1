import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { SpinnerIcon } from './Spinner';
import { VisuallyHidden } from './VisuallyHidden';
import { focusRing, media, transition } from './theme';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'small' | 'medium' | 'large';

const variants = {
  primary: css`
    background-color: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};

    &:hover {
      background-color: ${({ theme }) => theme.colors.primaryHover};
      border-color: ${({ theme }) => theme.colors.primaryHover};
    }

    &:active {
      background-color: ${({ theme }) => theme.colors.primaryActive};
      border-color: ${({ theme }) => theme.colors.primaryActive};
    }
  `,
  secondary: css`
    background-color: ${({ theme }) => theme.colors.surface};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};

    &:hover {
      background-color: ${({ theme }) => theme.colors.primarySubtle};
      color: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
  danger: css`
    background-color: ${({ theme }) => theme.colors.danger};
    border-color: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.onDanger};

    &:hover {
      background-color: ${({ theme }) => theme.colors.dangerHover};
      border-color: ${({ theme }) => theme.colors.dangerHover};
    }
  `,
  ghost: css`
    background-color: transparent;
    border-color: transparent;
    color: ${({ theme }) => theme.colors.primary};

    &:hover {
      background-color: ${({ theme }) => theme.colors.surfaceSubtle};
    }
  `,
} as const satisfies Record<ButtonVariant, unknown>;

const sizes = {
  small: css`
    min-height: ${({ theme }) => theme.sizes.control.small};
    padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  `,
  medium: css`
    min-height: ${({ theme }) => theme.sizes.control.medium};
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    font-size: ${({ theme }) => theme.fontSizes.md};
  `,
  large: css`
    min-height: ${({ theme }) => theme.sizes.control.large};
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  `,
} as const satisfies Record<ButtonSize, unknown>;

interface StyleProps {
  readonly $variant: ButtonVariant;
  readonly $size: ButtonSize;
  readonly $fullWidth: boolean;
  readonly $busy: boolean;
}

const StyledButton = styled.button<StyleProps>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 100%;
  margin: 0;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  text-align: center;
  text-decoration: none;
  /* Long translations wrap instead of overflowing a phone screen. */
  white-space: normal;
  overflow-wrap: anywhere;
  cursor: pointer;
  touch-action: manipulation;
  -webkit-tap-highlight-color: transparent;
  ${transition('background-color', 'border-color', 'color')}

  ${({ $size }) => sizes[$size]}
  ${({ $variant }) => variants[$variant]}

  ${({ $fullWidth }) =>
    $fullWidth &&
    css`
      display: flex;
      width: 100%;
    `}

  &:focus-visible {
    ${focusRing}
  }

  &:disabled {
    background-color: ${({ theme }) => theme.colors.disabled};
    border-color: ${({ theme }) => theme.colors.disabled};
    color: ${({ theme }) => theme.colors.onDisabled};
    cursor: not-allowed;
  }

  ${({ $busy }) =>
    $busy &&
    css`
      cursor: progress;
    `}

  ${media.forcedColors} {
    border-color: ButtonText;
  }
`;

/** Holds the label; hidden (but still measured and read) while busy, so the width stays put. */
const Label = styled.span<{ $busy: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: inherit;
  min-width: 0;
  opacity: ${({ $busy }) => ($busy ? 0 : 1)};
`;

const Icon = styled.span`
  display: inline-flex;
  flex: none;
`;

const BusyIndicator = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  font-size: 1.25em;
`;

export interface ButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'type'> {
  readonly variant?: ButtonVariant;
  readonly size?: ButtonSize;
  /** `button` unless it submits a form. */
  readonly type?: 'button' | 'submit' | 'reset';
  /**
   * Work in progress (e.g. the request the click started): the button keeps its width and
   * focus, shows a spinner, is announced busy, and ignores clicks and form submission.
   */
  readonly busy?: boolean;
  /** What a screen reader hears while busy. Defaults to "Working…" (ui:button.busy). */
  readonly busyLabel?: string;
  /** Stretch to the width of its container (typical for the main action on a phone). */
  readonly fullWidth?: boolean;
  /** Optional decorative icon before the label. */
  readonly icon?: ReactNode;
}

/**
 * The action button. Busy does not use the `disabled` attribute: a disabled button drops
 * keyboard focus, so it is `aria-disabled` instead and swallows clicks itself.
 */
export function Button({
  variant = 'primary',
  size = 'medium',
  type = 'button',
  busy = false,
  busyLabel,
  fullWidth = false,
  icon,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const { t } = useTranslation('ui');

  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (busy) {
      // Also stops a submit button from submitting its form a second time.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }

  return (
    <StyledButton
      type={type}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      {...rest}
      onClick={handleClick}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      $busy={busy}
    >
      <Label $busy={busy}>
        {icon !== undefined && <Icon aria-hidden="true">{icon}</Icon>}
        {children}
      </Label>
      {busy && (
        <>
          <BusyIndicator>
            <SpinnerIcon />
          </BusyIndicator>
          <VisuallyHidden>{busyLabel ?? t('button.busy')}</VisuallyHidden>
        </>
      )}
    </StyledButton>
  );
}

export interface ButtonLinkProps extends ComponentPropsWithRef<'a'> {
  readonly href: string;
  readonly variant?: ButtonVariant;
  readonly size?: ButtonSize;
  readonly fullWidth?: boolean;
}

/**
 * A link that looks like a Button: navigation that is the main action of its place ("Schedule
 * now" opens the candidate flow). An `<a>`, so it opens where links open and reads as a link.
 */
export function ButtonLink({
  variant = 'primary',
  size = 'medium',
  fullWidth = false,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <StyledButton
      as="a"
      {...rest}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      $busy={false}
    >
      <Label $busy={false}>{children}</Label>
    </StyledButton>
  );
}
