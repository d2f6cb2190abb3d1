/**
 * The chat panel's building blocks (styles only): the panel itself, placed so that it never
 * hides the page's own actions, and the parts of the conversation.
 */
import styled, { css } from 'styled-components';
import { List, media, STICKY_BAR_HEIGHT, visuallyHidden } from '../../../ui';
import { SIDE_PANEL_WIDTH } from './ChatLauncher';

/**
 * Phone: the whole screen (a conversation needs it). Tablet: a floating panel above the page's
 * sticky bar (its height is the `--sticky-bar-height` the bar sets), so the submit bar stays
 * visible and usable. Laptop and up: a side panel the full height of the window, beside the page
 * (the page makes room for it), covering nothing.
 */
export const Panel = styled.section`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.dialog};
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.background};

  ${media.tablet} {
    inset: auto ${({ theme }) => theme.space.md}
      calc(var(${STICKY_BAR_HEIGHT}, 0px) + ${({ theme }) => theme.space.md}) auto;
    width: ${SIDE_PANEL_WIDTH};
    height: min(
      42rem,
      calc(100dvh - var(${STICKY_BAR_HEIGHT}, 0px) - 2 * ${({ theme }) => theme.space.md})
    );
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: ${({ theme }) => theme.shadows.dialog};
    overflow: hidden;
  }

  ${media.desktop} {
    inset: 0 0 0 auto;
    height: auto;
    border-width: 0 0 0 1px;
    border-radius: 0;
    box-shadow: none;
  }

  &[hidden] {
    display: none;
  }
`;

export const Header = styled.header`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm} ${theme.space.sm} ${theme.space.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

export const Titles = styled.div`
  flex: 1;
  min-width: 0;
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
`;

/** The transcript: scrolls on its own, takes focus so keys scroll it too. */
export const Log = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space.md};

  &:focus-visible {
    outline: ${({ theme }) => theme.sizes.focusRingWidth} solid ${({ theme }) => theme.colors.focus};
    outline-offset: -${({ theme }) => theme.sizes.focusRingWidth};
  }
`;

export const Thread = styled(List)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const bubble = {
  user: css`
    align-self: flex-end;
    background: ${({ theme }) => theme.colors.primarySubtle};
    border: 1px solid ${({ theme }) => theme.colors.primarySubtle};
  `,
  reply: css`
    align-self: flex-start;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
  `,
};

export const Turn = styled.li<{ $from: 'user' | 'reply'; $wide?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  max-width: ${({ $wide }) => ($wide === true ? '100%' : '88%')};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  ${({ $from }) => bubble[$from]}

  @media (forced-colors: active) {
    border: 1px solid CanvasText;
  }
`;

/** Who says it: for screen readers (the side and colour of the bubble say it visually). */
export const Sender = styled.span`
  ${visuallyHidden}
`;

/** Server text is text: never HTML; line breaks kept. */
export const MessageText = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

export const BoxTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
