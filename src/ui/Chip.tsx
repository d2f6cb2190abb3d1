import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { media } from './theme';

export type ChipTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger' | 'info';

/** Background and text colours of each tone (AA pairs from the theme), shared by tinted badges. */
export const toneStyles = {
  neutral: css`
    background-color: ${({ theme }) => theme.colors.surfaceSubtle};
    color: ${({ theme }) => theme.colors.text};
  `,
  primary: css`
    background-color: ${({ theme }) => theme.colors.primarySubtle};
    color: ${({ theme }) => theme.colors.primary};
  `,
  success: css`
    background-color: ${({ theme }) => theme.colors.successSubtle};
    color: ${({ theme }) => theme.colors.success};
  `,
  warning: css`
    background-color: ${({ theme }) => theme.colors.warningSubtle};
    color: ${({ theme }) => theme.colors.warning};
  `,
  danger: css`
    background-color: ${({ theme }) => theme.colors.dangerSubtle};
    color: ${({ theme }) => theme.colors.danger};
  `,
  info: css`
    background-color: ${({ theme }) => theme.colors.infoSubtle};
    color: ${({ theme }) => theme.colors.info};
  `,
} as const satisfies Record<ChipTone, unknown>;

const StyledChip = styled.span<{ $tone: ChipTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  max-width: 100%;
  min-height: 1.75rem;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
  ${({ $tone }) => toneStyles[$tone]}

  ${media.forcedColors} {
    border-color: CanvasText;
  }
`;

const Icon = styled.span`
  display: inline-flex;
  flex: none;
  font-size: 1.1em;
`;

export interface ChipProps extends ComponentPropsWithRef<'span'> {
  /** Colour of the chip. Never the only cue: the label says what the tone means. */
  readonly tone?: ChipTone;
  /** Optional decorative icon before the label. */
  readonly icon?: ReactNode;
}

/** A static label: a status ("Confirmed"), a duration ("45 min"), a time zone. Not interactive. */
export function Chip({ tone = 'neutral', icon, children, ...rest }: ChipProps) {
  return (
    <StyledChip $tone={tone} {...rest}>
      {icon !== undefined && <Icon aria-hidden="true">{icon}</Icon>}
      {children}
    </StyledChip>
  );
}
