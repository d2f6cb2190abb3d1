/**
 * The candidate chat where a flow offers it (spec 1: when the organisation enables the
 * chatbot): the way in, in the page's footer (above the language switcher, in every screen's
 * footer, never over the content), and the panel, a chunk of its own loaded on the first open.
 * The panel stays mounted once opened (hidden when closed), so the conversation, a reply still
 * streaming and the draft survive closing it and the screens changing behind it. Focus goes to
 * the message box on open and back to the button on close.
 */
import { type ComponentType, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { HttpClient } from '../../../api/http';
import { LinkButton, PageFooterProvider, usePageFooter } from '../../../ui';
import type { ChatBooking, ChatContext } from '../model';
import { ChatLauncher } from '../screens/ChatLauncher';
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
  /** The flow's screens: the way into the chat goes into their footer. */
  children?: ReactNode;
}

const Failed = styled.p`
  margin: ${({ theme }) => `${theme.space.xs} auto 0`};
  text-align: center;
  color: ${({ theme }) => theme.colors.danger};
`;

type Panel = ComponentType<ChatPanelContainerProps>;

export function Chat({ chat, children }: ChatProps) {
  const { t } = useTranslation(['general']);
  const [open, setOpen] = useState(false);
  const [panel, setPanel] = useState<{ Component: Panel } | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const loading = useRef(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const appFooter = usePageFooter();

  // Open from the start (once the flow has a chat).
  const openAtStart = chat?.defaultOpen === true;
  const [startedOpen, setStartedOpen] = useState(false);
  if (openAtStart && !startedOpen) {
    setStartedOpen(true);
    setOpen(true);
  }

  // The panel's chunk, asked for when the panel first opens.
  useEffect(() => {
    if (!open || panel !== null || loading.current) return;
    loading.current = true;
    import('./ChatPanelContainer').then(
      (m) => {
        loading.current = false;
        setPanel({ Component: m.ChatPanelContainer });
      },
      () => {
        loading.current = false;
        setOpen(false);
        setLoadFailed(true);
      },
    );
  }, [open, panel]);

  const openPanel = () => {
    setLoadFailed(false);
    setOpen(true);
  };

  const launcher =
    chat === null ? null : (
      <>
        <ChatLauncher open={open} panelId={panelId} buttonRef={buttonRef} onOpen={openPanel} />
        {loadFailed && (
          <Failed role="alert">
            {t('general:chunkLoad.body')}{' '}
            <LinkButton onClick={openPanel}>{t('general:actions.tryAgain')}</LinkButton>
          </Failed>
        )}
      </>
    );

  const Component = panel?.Component;
  return (
    <>
      <PageFooterProvider
        value={
          launcher === null ? (
            appFooter
          ) : (
            <>
              {launcher}
              {appFooter}
            </>
          )
        }
      >
        {children}
      </PageFooterProvider>
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
