/**
 * The candidate chat where a flow offers it (spec 1: when the organisation enables the
 * chatbot): the way in, a bar at the top of every screen (seen without scrolling, over nothing),
 * and the panel, a chunk of its own loaded on the first open. On a laptop the open panel stands
 * beside the page, which makes room for it, so it never hides the page's own actions.
 * The panel stays mounted once opened (hidden when closed), so the conversation, a reply still
 * streaming and the draft survive closing it and the screens changing behind it. Focus goes to
 * the message box on open and back to the button on close.
 */
import { type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { HttpClient } from '../../../api/http';
import { LinkButton, media, Text } from '../../../ui';
import { useResource } from '../../shared';
import type { ChatBooking, ChatContext } from '../model';
import { ChatLauncher, SIDE_PANEL_WIDTH } from '../screens/ChatLauncher';
import type { ChatPanelContainerProps } from './ChatPanelContainer';

export interface ChatOptions {
  context: ChatContext;
  http: HttpClient;
  booking: ChatBooking;
  /** Open from the start (stories). */
  defaultOpen?: boolean;
  /** The reply time limit's timer (stories pass a fake clock's). */
  startTimer?: ChatPanelContainerProps['startTimer'];
  now?: () => number;
  draftStore?: ChatPanelContainerProps['draftStore'];
}

export interface ChatProps {
  /** The chat, or null where the organisation has none (the page is then as it was). */
  chat: ChatOptions | null;
  /** The flow's screens: the way into the chat stands above them. */
  children?: ReactNode;
}

const Failed = styled(Text)`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  text-align: end;
`;

/** The page: on a laptop it makes room for the open side panel (panel-parts `Panel`). */
const Page = styled.div<{ $beside: boolean }>`
  ${media.desktop} {
    margin-inline-end: ${({ $beside }) => ($beside ? SIDE_PANEL_WIDTH : '0')};
  }
`;

export function Chat({ chat, children }: ChatProps) {
  const { t } = useTranslation(['general']);
  const [open, setOpen] = useState(false);
  // The panel was asked for once: its chunk is read, and it stays mounted from then on.
  const [asked, setAsked] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  // Open from the start (once the flow has a chat).
  if (chat?.defaultOpen === true && !asked) {
    setAsked(true);
    setOpen(true);
  }

  // The panel's chunk, asked for when the panel first opens (Try again, or back online).
  const panel = useResource({
    key: asked ? 'chat-panel' : null,
    load: () => import('./ChatPanelContainer').then((m) => m.ChatPanelContainer),
  });
  const loadFailed = panel.status === 'failed' || panel.status === 'problem';

  const openPanel = () => {
    setAsked(true);
    setOpen(true);
    if (loadFailed) panel.retry();
  };

  const launcher =
    chat === null ? null : (
      <>
        <ChatLauncher
          open={open && !loadFailed}
          panelId={panelId}
          buttonRef={buttonRef}
          onOpen={openPanel}
        />
        {loadFailed && (
          <Failed tone="danger" role="alert">
            {t('general:chunkLoad.body')}{' '}
            <LinkButton onClick={openPanel}>{t('general:actions.tryAgain')}</LinkButton>
          </Failed>
        )}
      </>
    );

  const Component = panel.status === 'ready' ? panel.data : undefined;
  return (
    <>
      <Page $beside={chat !== null && open && Component !== undefined}>
        {launcher}
        {children}
      </Page>
      {chat !== null && Component !== undefined && (
        <div id={panelId}>
          <Component
            {...chat}
            open={open}
            onClose={() => {
              setOpen(false);
              buttonRef.current?.focus();
            }}
          />
        </div>
      )}
    </>
  );
}
