import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Stack } from './layout';
import styled from 'styled-components';
import type { HeadingLevel } from './SectionHeading';

const Root = styled(Stack)`
  max-width: 32rem;
  margin-inline: auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  text-align: center;
`;

const IconSlot = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 4rem;
  height: 4rem;
  margin-bottom: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.round};
  background-color: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.colors.primary};
  font-size: 2rem;
`;

const Title = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
`;

const Description = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  overflow-wrap: anywhere;

  & > p {
    margin: 0;
  }
`;

const Action = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
`;

export interface EmptyStateProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** Decorative icon or illustration (hidden from screen readers). */
  readonly icon?: ReactNode;
  readonly title: ReactNode;
  readonly description?: ReactNode;
  /** What the candidate can do next (a Button or LinkButton). */
  readonly action?: ReactNode;
  /** Level of the title heading; 2 by default. */
  readonly headingLevel?: HeadingLevel;
}

/** Says that there is nothing here yet, why, and what to do about it. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  headingLevel = 2,
  ...rest
}: EmptyStateProps) {
  return (
    <Root gap="sm" align="center" {...rest}>
      {icon !== undefined && <IconSlot aria-hidden="true">{icon}</IconSlot>}
      <Title as={`h${headingLevel}`}>{title}</Title>
      {description !== undefined && <Description>{description}</Description>}
      {action !== undefined && <Action>{action}</Action>}
    </Root>
  );
}
