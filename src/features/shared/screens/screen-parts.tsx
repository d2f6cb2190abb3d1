/**
 * Building blocks of the message screens of every feature (Loading, Introduction, Availability
 * sent, Link problem, No results, the contact form…): the screen's one `h1`, the organisation
 * header, the centred message panel and its round icon badge. Layout only; no text of their own.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, SectionHeading, media, toneStyles } from '../../../ui';
import type { SectionHeadingProps } from '../../../ui';

/**
 * The screen's title: an `h1` with `tabIndex={-1}`, so the flow container can move focus to it
 * when the screen changes. It is not a control, so focus draws no ring on it (as PageShell's
 * `<main>`).
 */
const TitleHeading = styled(SectionHeading)`
  &:focus {
    outline: none;
  }
`;

export function ScreenTitle({
  children,
  description,
  ...rest
}: Omit<SectionHeadingProps, 'level' | 'tabIndex'>) {
  return (
    <TitleHeading level={1} tabIndex={-1} description={description} {...rest}>
      {children}
    </TitleHeading>
  );
}

const OrganizationName = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
`;

/** Content of PageShell's header: the organisation's name, or nothing when it is unknown. */
export function organizationHeader(name: string | null): ReactNode {
  return name === null || name === '' ? undefined : <OrganizationName>{name}</OrganizationName>;
}

/** A centred card for a one-message screen (loading, link problem, no results). */
export const MessagePanel = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  /* Lower on tall screens, so the message sits near the eye line rather than at the top. */
  margin-top: max(${({ theme }) => theme.space.lg}, 10vh);
  text-align: center;

  ${media.tablet} {
    margin-top: max(${({ theme }) => theme.space.xxl}, 12vh);
  }
`;

/** Muted body text of a panel. */
export const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  overflow-wrap: anywhere;
`;

export type BadgeTone = 'primary' | 'success' | 'warning' | 'danger';

const badgeTones = toneStyles satisfies Record<BadgeTone, unknown>;

const Badge = styled.div<{ $tone: BadgeTone }>`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 4rem;
  height: 4rem;
  border-radius: ${({ theme }) => theme.radii.round};
  font-size: 2rem;
  ${({ $tone }) => badgeTones[$tone]}
`;

/** A round, decorative icon badge (hidden from screen readers: the text says it all). */
export function IconBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <Badge $tone={tone} aria-hidden="true">
      {children}
    </Badge>
  );
}
