import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Stack } from './layout';
import styled, { css } from 'styled-components';
import { media } from './theme';

export type HeadingLevel = 1 | 2 | 3 | 4;

const levelStyles = {
  1: css`
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};

    ${media.tablet} {
      font-size: ${({ theme }) => theme.fontSizes.xxxl};
    }
  `,
  2: css`
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};

    ${media.tablet} {
      font-size: ${({ theme }) => theme.fontSizes.xxl};
    }
  `,
  3: css`
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  `,
  4: css`
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  `,
} as const satisfies Record<HeadingLevel, unknown>;

const Heading = styled.h2<{ $level: HeadingLevel }>`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
  ${({ $level }) => levelStyles[$level]}
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  overflow-wrap: anywhere;
`;

export interface SectionHeadingProps extends Omit<ComponentPropsWithRef<'h2'>, 'children'> {
  /** The heading element, h1–h4. Pick it from the outline of the page, not from the size. */
  readonly level?: HeadingLevel;
  /** The heading text. */
  readonly children: ReactNode;
  /** A line of supporting text under the heading. */
  readonly description?: ReactNode;
}

/** A heading (h1–h4) with an optional description. Extra props (such as `id`) go to the heading. */
export function SectionHeading({ level = 2, children, description, ...rest }: SectionHeadingProps) {
  return (
    <Stack gap="xxs">
      <Heading as={`h${level}`} $level={level} {...rest}>
        {children}
      </Heading>
      {description !== undefined && <Description>{description}</Description>}
    </Stack>
  );
}
