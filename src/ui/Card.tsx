import type { ComponentPropsWithRef } from 'react';
import styled, { css } from 'styled-components';
import { media } from './theme';

export type CardPadding = 'none' | 'small' | 'medium' | 'large';

const paddings = {
  none: css`
    padding: 0;
  `,
  small: css`
    padding: ${({ theme }) => theme.space.sm};
  `,
  medium: css`
    padding: ${({ theme }) => theme.space.md};

    ${media.tablet} {
      padding: ${({ theme }) => theme.space.lg};
    }
  `,
  large: css`
    padding: ${({ theme }) => theme.space.lg};

    ${media.tablet} {
      padding: ${({ theme }) => theme.space.xl};
    }
  `,
} as const satisfies Record<CardPadding, unknown>;

const StyledCard = styled.div<{ $padding: CardPadding; $elevated: boolean }>`
  display: block;
  min-width: 0;
  margin: 0;
  background-color: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme, $elevated }) => ($elevated ? theme.shadows.card : 'none')};
  ${({ $padding }) => paddings[$padding]}

  ${media.forcedColors} {
    border-color: CanvasText;
  }
`;

export type CardElement = 'div' | 'section' | 'article' | 'li' | 'aside';

export interface CardProps extends ComponentPropsWithRef<'div'> {
  /** The element to render: `section`/`article` when the card has its own heading, `li` in a list. */
  readonly as?: CardElement;
  readonly padding?: CardPadding;
  /** A soft shadow that lifts the card off the page (off for cards inside cards). */
  readonly elevated?: boolean;
}

/** A white surface that groups related content. Not interactive by itself. */
export function Card({ as = 'div', padding = 'medium', elevated = true, ...rest }: CardProps) {
  return <StyledCard as={as} $padding={padding} $elevated={elevated} {...rest} />;
}
