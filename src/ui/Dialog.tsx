import { useState, useEffect, useId, useRef } from 'react';
import type { ComponentPropsWithoutRef, ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconButton } from './IconButton';
import { CloseIcon } from './icons';
import { media } from './theme';
import { VisuallyHidden } from './VisuallyHidden';

const StyledDialog = styled.dialog`
  width: calc(100% - ${({ theme }) => theme.space.xl});
  max-width: ${({ theme }) => theme.sizes.dialog};
  max-height: calc(100dvh - ${({ theme }) => theme.space.xl});
  margin: auto;
  padding: 0;
  overflow: auto;
  overscroll-behavior: contain;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background-color: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.dialog};

  &::backdrop {
    background-color: ${({ theme }) => theme.colors.backdrop};
  }

  /* Focus lands on the dialog itself so reading starts at the title; no ring for that. */
  &:focus,
  &:focus-visible {
    outline: none;
  }

  ${media.forcedColors} {
    border-color: CanvasText;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} 0 ${theme.space.lg}`};
`;

const Title = styled.h2`
  flex: 1;
  min-width: 0;
  margin: 0;
  padding-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
`;

const Body = styled.div`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg} ${theme.space.lg}`};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `0 ${theme.space.lg} ${theme.space.lg}`};

  ${media.tablet} {
    flex-direction: row;
    flex-wrap: wrap;
    justify-content: flex-end;
  }
`;

export interface DialogProps extends Omit<
  ComponentPropsWithoutRef<'dialog'>,
  'open' | 'title' | 'onClose' | 'onCancel' | 'children'
> {
  /** Shown as a modal (`showModal`) while true. */
  readonly open: boolean;
  /**
   * The dialog closed itself (Escape, the close button, a `<form method="dialog">`): set `open`
   * to false. Not called when the parent closes it by setting `open` to false.
   */
  readonly onClose: () => void;
  /** Heading of the dialog and its accessible name. */
  readonly title: ReactNode;
  readonly children?: ReactNode;
  /** Buttons at the bottom (primary last); stacked full width on phones. */
  readonly actions?: ReactNode;
  /** Accessible name of the × button. Defaults to "Close" (ui:dialog.close). */
  readonly closeLabel?: string;
  /** Element to focus on open. Defaults to the dialog itself, so reading starts at the title. */
  readonly initialFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * A modal dialog on the native `<dialog>`: the browser makes the page behind it inert and
 * keeps Tab inside. Focus moves in on open and back to the element that opened it on close;
 * Escape and the × button close it.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  actions,
  closeLabel,
  initialFocusRef,
  ...rest
}: DialogProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  /** The element that had focus before opening: focus returns there. */
  const openerRef = useRef<Element | null>(null);
  /** True while `open` turned false and the effect is closing the dialog. */
  const closingFromPropRef = useRef(false);
  const onCloseRef = useRef(onClose);
  /**
   * Counts native closes: a close followed at once by a reopen (Escape, then Enter on the
   * opener) can reach the parent in one render, `open` true before and after; the count makes
   * the effect below look again, see the dialog closed, and show it.
   */
  const [closes, setCloses] = useState(0);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  /**
   * Closes from inside (Escape, the × button) and tells the parent at once, not on the `close`
   * event: the browser gives focus back on close, before that event, and a key pressed in
   * between (Enter on the opener) must find the parent already told. The `close` event then
   * only returns focus.
   */
  function closeFromInside() {
    const dialog = dialogRef.current;
    if (dialog?.open !== true) return;
    closingFromPropRef.current = true;
    dialog.close();
    onCloseRef.current();
  }

  // Open and close the native dialog from the `open` prop.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog === null) return;
    if (open && !dialog.open) {
      openerRef.current = dialog.ownerDocument.activeElement;
      dialog.showModal();
      (initialFocusRef?.current ?? dialog).focus();
    } else if (!open && dialog.open) {
      closingFromPropRef.current = true;
      dialog.close();
    }
  }, [open, initialFocusRef, closes]);

  // Every way of closing ends in the native `close` event: return focus, tell the parent.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog === null) return;

    function handleClose() {
      if (dialog?.open === true) {
        // A late event from a close that was followed by a reopen (React StrictMode re-runs
        // effects): the dialog is open again, nothing to do.
        closingFromPropRef.current = false;
        return;
      }
      setCloses((n) => n + 1);
      const opener = openerRef.current;
      openerRef.current = null;
      if (opener instanceof HTMLElement && opener.isConnected) {
        opener.focus();
      }
      if (closingFromPropRef.current) {
        closingFromPropRef.current = false;
      } else {
        onCloseRef.current();
      }
    }

    // The browser closes a modal dialog on Escape by itself, but only for trusted key presses;
    // handling it here makes Escape behave the same for scripted keyboards and assistive tech.
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape' && dialog?.open === true) {
        event.preventDefault();
        event.stopPropagation();
        closeFromInside();
      }
    }

    dialog.addEventListener('close', handleClose);
    dialog.addEventListener('keydown', handleKeyDown);
    return () => {
      dialog.removeEventListener('close', handleClose);
      dialog.removeEventListener('keydown', handleKeyDown);
      // Unmounted while open: leave focus where the candidate was before.
      if (dialog.open) {
        closingFromPropRef.current = true;
        dialog.close();
        const opener = openerRef.current;
        if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
      }
    };
  }, []);

  return (
    <StyledDialog ref={dialogRef} aria-labelledby={titleId} tabIndex={-1} {...rest}>
      <Header>
        <Title id={titleId}>{title}</Title>
        <IconButton
          type="button"
          onClick={() => {
            closeFromInside();
          }}
        >
          <CloseIcon />
          <VisuallyHidden>{closeLabel ?? t('dialog.close')}</VisuallyHidden>
        </IconButton>
      </Header>
      {children !== undefined && <Body>{children}</Body>}
      {actions !== undefined && <Actions>{actions}</Actions>}
    </StyledDialog>
  );
}
