import { type KeyboardEvent, type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Text, visuallyHidden } from '../../../ui';

export interface ComposerProps {
  draft: string;
  draftError: string | null;
  /** A reply is streaming: the box is unavailable (it says so), Stop replaces Send. */
  streaming: boolean;
  /** Shows the example of plain-words availability. */
  showHint: boolean;
  inputRef?: Ref<HTMLTextAreaElement>;
  onDraftChange: (text: string) => void;
  onSend: () => void;
  onStop: () => void;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const HiddenLabel = styled.label`
  ${visuallyHidden}
`;

const InputRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

const Input = styled.textarea`
  flex: 1;
  min-width: 0;
  min-height: ${({ theme }) => theme.sizes.control.medium};
  max-height: 8rem;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  resize: none;
  field-sizing: content;

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }

  &:focus-visible {
    outline: ${({ theme }) => theme.sizes.focusRingWidth} solid ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => theme.sizes.focusRingOffset};
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }

  /* Unavailable while an answer arrives; it keeps focus (and says why) rather than dropping it. */
  &[aria-disabled='true'] {
    background: ${({ theme }) => theme.colors.disabled};
    cursor: not-allowed;
  }
`;

/**
 * The message box. While an answer streams it is unavailable (read-only and `aria-disabled`, so
 * focus stays in it and its hint "Wait for the answer, or stop it" is read; spec 4: input is
 * ignored meanwhile) and Send becomes "Stop answer", which stays usable. Enter sends,
 * Shift+Enter is a new line.
 */
export function Composer({ inputRef, ...props }: ComposerProps) {
  const { draft, draftError, streaming, showHint } = props;
  const { t } = useTranslation(['chat']);
  const inputId = useId();
  const hintId = useId();
  const waitId = useId();
  const errorId = useId();

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter is a new line (and an input method composing is left alone).
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (!streaming) props.onSend();
    }
  };
  const describedBy = [
    streaming ? waitId : null,
    showHint && !streaming ? hintId : null,
    draftError === null ? null : errorId,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        if (!streaming) props.onSend();
      }}
    >
      <HiddenLabel htmlFor={inputId}>{t('chat:composer.label')}</HiddenLabel>
      {streaming ? (
        <Text tone="muted" size="sm" id={waitId}>
          {t('chat:composer.waiting')}
        </Text>
      ) : (
        showHint && (
          <Text tone="muted" size="sm" id={hintId}>
            {t('chat:composer.hint')}
          </Text>
        )
      )}
      <InputRow>
        <Input
          ref={inputRef}
          id={inputId}
          rows={1}
          placeholder={t('chat:composer.placeholder')}
          value={draft}
          readOnly={streaming}
          aria-disabled={streaming ? true : undefined}
          aria-invalid={draftError === null ? undefined : true}
          aria-describedby={describedBy === '' ? undefined : describedBy}
          onChange={(event) => {
            props.onDraftChange(event.target.value);
          }}
          onKeyDown={onKeyDown}
        />
        {streaming ? (
          <Button type="button" variant="secondary" onClick={props.onStop}>
            {t('chat:composer.stop')}
          </Button>
        ) : (
          <Button type="submit">{t('chat:composer.send')}</Button>
        )}
      </InputRow>
      {draftError !== null && (
        <Text id={errorId} tone="danger" size="sm">
          {draftError}
        </Text>
      )}
    </Form>
  );
}
