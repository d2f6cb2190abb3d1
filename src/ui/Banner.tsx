import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Stack } from './layout';
import styled, { css } from 'styled-components';
import { IconButton } from './IconButton';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from './icons';
import { media } from './theme';
import { VisuallyHidden } from './VisuallyHidden';

export type BannerVariant = 'info' | 'success' | 'warning' | 'error';

const variants = {
  info: css`
    background-color: ${({ theme }) => theme.colors.infoSubtle};
    border-color: ${({ theme }) => theme.colors.info};
    --banner-accent: ${({ theme }) => theme.colors.info};
  `,
  success: css`
    background-color: ${({ theme }) => theme.colors.successSubtle};
    border-color: ${({ theme }) => theme.colors.success};
    --banner-accent: ${({ theme }) => theme.colors.success};
  `,
  warning: css`
    background-color: ${({ theme }) => theme.colors.warningSubtle};
    border-color: ${({ theme }) => theme.colors.warning};
    --banner-accent: ${({ theme }) => theme.colors.warning};
  `,
  error: css`
    background-color: ${({ theme }) => theme.colors.dangerSubtle};
    border-color: ${({ theme }) => theme.colors.danger};
    --banner-accent: ${({ theme }) => theme.colors.danger};
  `,
} as const satisfies Record<BannerVariant, unknown>;

const icons = {
  info: InfoIcon,
  success: SuccessIcon,
  warning: WarningIcon,
  error: ErrorIcon,
} as const satisfies Record<BannerVariant, unknown>;

const Root = styled.div<{ $variant: BannerVariant }>`
  display: grid;
  grid-template-columns: auto 1fr auto;
  column-gap: ${({ theme }) => theme.space.sm};
  align-items: start;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid;
  border-inline-start-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  ${({ $variant }) => variants[$variant]}

  ${media.forcedColors} {
    border-color: CanvasText;
  }
`;

const IconSlot = styled.span`
  display: flex;
  color: var(--banner-accent);
  font-size: 1.5rem;
`;

const Body = styled(Stack)`
  /* Align the first line with the 24px icon. */
  padding-top: 0.0625rem;
  overflow-wrap: anywhere;
`;

const Title = styled.p`
  margin: 0;
  color: var(--banner-accent);
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

const Content = styled.div`
  line-height: ${({ theme }) => theme.lineHeights.normal};

  & > p {
    margin: 0;
  }
`;

const Action = styled.div`
  margin-top: ${({ theme }) => theme.space.xs};
`;

/** Pulled into the banner's corner padding so the icon lines up with the title. */
const DismissButton = styled(IconButton)`
  margin: -${({ theme }) => theme.space.sm} -${({ theme }) => theme.space.sm} 0 0;
`;

export interface BannerProps extends Omit<ComponentPropsWithRef<'div'>, 'title' | 'role'> {
  readonly variant?: BannerVariant;
  /** Short summary in the variant's colour ("Your availability was sent"). */
  readonly title?: ReactNode;
  /** The message. */
  readonly children?: ReactNode;
  /** A control under the message (a Button or LinkButton: "Try again"). */
  readonly action?: ReactNode;
  /** Shows a dismiss (×) button, named "Dismiss" (ui:banner.dismiss). */
  readonly onDismiss?: () => void;
  /** Accessible name of the dismiss button, when "Dismiss" is not specific enough. */
  readonly dismissLabel?: string;
}

/**
 * A message about the page or a request: info, success, warning or error. An error banner is
 * an `alert` (announced at once when it appears); the others are polite `status` regions.
 * Each variant has its own icon, so colour is never the only cue.
 */
export function Banner({
  variant = 'info',
  title,
  children,
  action,
  onDismiss,
  dismissLabel,
  ...rest
}: BannerProps) {
  const { t } = useTranslation('ui');
  const Icon = icons[variant];
  return (
    <Root role={variant === 'error' ? 'alert' : 'status'} $variant={variant} {...rest}>
      <IconSlot>
        <Icon />
      </IconSlot>
      <Body gap="xxs">
        {title !== undefined && <Title>{title}</Title>}
        {children !== undefined && <Content>{children}</Content>}
        {action !== undefined && <Action>{action}</Action>}
      </Body>
      {onDismiss !== undefined && (
        <DismissButton type="button" onClick={onDismiss}>
          <CloseIcon />
          <VisuallyHidden>{dismissLabel ?? t('banner.dismiss')}</VisuallyHidden>
        </DismissButton>
      )}
    </Root>
  );
}
