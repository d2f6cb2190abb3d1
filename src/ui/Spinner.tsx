import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css, keyframes } from 'styled-components';
import { VisuallyHidden } from './VisuallyHidden';
import { media } from './theme';

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

const Svg = styled.svg`
  flex: none;
  width: 1em;
  height: 1em;
  animation: ${spin} ${({ theme }) => theme.motion.duration.spin} linear infinite;

  ${media.reducedMotion} {
    /* A still arc: the message says what is going on, nothing moves. */
    animation: none;
  }
`;

/**
 * The spinning arc alone, decorative (aria-hidden). Sized by the font size of its parent and
 * painted in `currentColor`. `Button` uses it for its busy state; screens use `Spinner`.
 */
export function SpinnerIcon({ className }: { readonly className?: string }) {
  return (
    <Svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle
        cx="12"
        cy="12"
        r="9.5"
        fill="none"
        stroke="currentColor"
        strokeOpacity="0.25"
        strokeWidth="3"
      />
      <path
        d="M12 2.5a9.5 9.5 0 0 1 9.5 9.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </Svg>
  );
}

export type SpinnerSize = 'small' | 'medium' | 'large';

const iconSizes = {
  small: '1.25rem',
  medium: '2rem',
  large: '3rem',
} as const satisfies Record<SpinnerSize, string>;

const Root = styled.div<{ $size: SpinnerSize; $inline: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  ${({ $inline }) =>
    $inline
      ? css`
          flex-direction: row;
        `
      : css`
          flex-direction: column;
          justify-content: center;
          text-align: center;
        `}

  svg {
    font-size: ${({ $size }) => iconSizes[$size]};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Message = styled.span`
  display: block;
  margin: 0;
  max-width: 32rem;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export interface SpinnerProps extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'role'> {
  /** Visible text under (or beside) the arc, e.g. "Finding times that work for everyone". */
  readonly message?: ReactNode;
  /** Screen-reader text when there is no visible message. Defaults to "Loading…" (ui:spinner.loading). */
  readonly label?: string;
  readonly size?: SpinnerSize;
  /** Arc and message side by side instead of stacked. */
  readonly inline?: boolean;
}

/**
 * A loading indicator that is also a polite live region: its message is announced when it
 * appears or changes. The arc stops turning under `prefers-reduced-motion: reduce`.
 */
export function Spinner({
  message,
  label,
  size = 'medium',
  inline = false,
  ...rest
}: SpinnerProps) {
  const { t } = useTranslation('ui');
  return (
    <Root role="status" aria-live="polite" $size={size} $inline={inline} {...rest}>
      <SpinnerIcon />
      {message === undefined ? (
        <VisuallyHidden>{label ?? t('spinner.loading')}</VisuallyHidden>
      ) : (
        <Message>{message}</Message>
      )}
    </Root>
  );
}
