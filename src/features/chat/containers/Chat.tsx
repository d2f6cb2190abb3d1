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
  const [open, setOpen] = useState(chat?.defaultOpen ?? false);
  const [panel, setPanel] = useState<{ Component: Panel } | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const loading = useRef(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const appFooter = usePageFooter();

  const load = () => {
    if (panel !== null || loading.current) return;
    loading.current = true;
    setLoadFailed(false);
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
  };
  // Open from the start: the panel's chunk is asked for at once.
  const [openedAtStart] = useState(chat?.defaultOpen ?? false);
  useEffect(() => {
    if (openedAtStart) load();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openedAtStart]);

  const launcher =
    chat === null ? null : (
      <>
        <ChatLauncher
          open={open}
          panelId={panelId}
          buttonRef={buttonRef}
          onOpen={() => {
            setOpen(true);
            load();
          }}
        />
        {loadFailed && (
          <Failed role="alert">
            {t('general:chunkLoad.body')}{' '}
            <LinkButton
              onClick={() => {
                setOpen(true);
                load();
              }}
            >
              {t('general:actions.tryAgain')}
            </LinkButton>
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
