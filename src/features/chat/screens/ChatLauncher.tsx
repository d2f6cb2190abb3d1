import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, media, Text, visuallyHidden } from '../../../ui';

/**
 * The panel's width beside the page on a laptop (panel-parts `Panel`), which the page makes room
 * for (Chat.tsx). Here, with the way in, so the first paint does not load the panel's parts.
 */
export const SIDE_PANEL_WIDTH = '26rem';

export interface ChatLauncherProps {
  /** The panel is open (the button says so: `aria-expanded`). */
  open: boolean;
  /** The panel's id, which the button controls. */
  panelId?: string;
  buttonRef?: Ref<HTMLButtonElement>;
  onOpen: () => void;
}

/**
 * A slim bar at the top of the page, in the page's flow: seen without scrolling, and covering
 * nothing (no floating bubble over the page's content or its sticky submit bar).
 */
const Bar = styled.aside`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  ${media.tablet} {
    padding-inline: ${({ theme }) => theme.space.lg};
  }
`;

/** On a phone only the button shows (the bar stays one line); the lead is read all the same. */
const Lead = styled(Text)`
  flex: 1 1 16rem;
  min-width: 0;

  @media not all and (min-width: 40em) {
    ${visuallyHidden}
  }
`;

/**
 * The way into the chat (spec 1: when the organisation enables the chatbot): a line and a button
 * in a bar at the top of the page, named for what it is (a complementary landmark).
 */
export function ChatLauncher({ open, panelId, buttonRef, onOpen }: ChatLauncherProps) {
  const { t } = useTranslation(['chat']);
  return (
    <Bar aria-label={t('chat:launcher.open')}>
      <Lead tone="muted" size="sm">
        {t('chat:launcher.lead')}
      </Lead>
      <Button
        ref={buttonRef}
        size="small"
        variant="secondary"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={onOpen}
      >
        {t('chat:launcher.open')}
      </Button>
    </Bar>
  );
}
