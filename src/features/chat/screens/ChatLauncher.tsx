import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Text } from '../../../ui';

export interface ChatLauncherProps {
  /** The panel is open (the button says so: `aria-expanded`). */
  open: boolean;
  /** The panel's id, which the button controls. */
  panelId?: string;
  buttonRef?: Ref<HTMLButtonElement>;
  onOpen: () => void;
}

/** In the page's footer, above the language: it never covers what the candidate reads. */
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

/**
 * The way into the chat (spec 1: when the organisation enables the chatbot): a line and a
 * button in the page's footer, not a floating bubble over the screen.
 */
export function ChatLauncher({ open, panelId, buttonRef, onOpen }: ChatLauncherProps) {
  const { t } = useTranslation(['chat']);
  return (
    <Row>
      <Text tone="muted">{t('chat:launcher.lead')}</Text>
      <Button
        ref={buttonRef}
        variant="secondary"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={onOpen}
      >
        {t('chat:launcher.open')}
      </Button>
    </Row>
  );
}
