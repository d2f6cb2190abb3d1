/**
 * Correcting the understood times (chips): the events for the panel, and where focus goes so a
 * keyboard or screen-reader user never loses their place: into the form when it opens, to the
 * refused field when a save is refused, back to the chip's Change when the form closes, and to a
 * neighbouring chip (or the message box when none is left) after a removal.
 */
import { type ActionDispatch, useLayoutEffect, useRef } from 'react';
import type { TimeFields } from '../../../domain/chat-ranges';
import type { ShareState } from '../model';
import type { ChatEvent } from '../state';

type Pending =
  | { kind: 'open' }
  | { kind: 'closed'; index: number }
  | { kind: 'removed'; index: number }
  | { kind: 'saved' }
  | null;

export function useTimeEditing(
  log: HTMLElement | null,
  share: ShareState | null,
  dispatch: ActionDispatch<[ChatEvent]>,
  zone: string,
  clock: () => number,
  focusInput: () => void,
) {
  const pending = useRef<Pending>(null);
  const chip = (index: number, part: 'change' | 'remove') =>
    log?.querySelector<HTMLElement>(`[data-time-chip="${String(index)}"] [data-${part}]`) ?? null;

  useLayoutEffect(() => {
    const next = pending.current;
    if (next === null || log === null || share === null) return;
    pending.current = null;
    const editor = log.querySelector<HTMLElement>('[data-time-editor]');
    if (next.kind === 'open') {
      editor?.querySelector<HTMLElement>('input')?.focus();
    } else if (next.kind === 'saved') {
      // Refused: the field it is about; saved: the form is gone, the chip's Change.
      if (editor !== null) editor.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      else log.querySelector<HTMLElement>('[data-time-chip] [data-change]')?.focus();
    } else if (next.kind === 'closed') {
      chip(next.index, 'change')?.focus();
    } else {
      const count = share.times.length;
      if (count === 0) focusInput();
      else chip(Math.min(next.index, count - 1), 'remove')?.focus();
    }
  });

  return {
    onEditTime: (index: number | null) => {
      const open = share?.editing ?? null;
      pending.current =
        index === null
          ? open === null
            ? null
            : { kind: 'closed', index: open }
          : { kind: 'open' };
      dispatch({ type: 'editTime', index });
    },
    onSaveTime: (index: number, fields: TimeFields) => {
      pending.current = { kind: 'saved' };
      dispatch({ type: 'saveTime', index, fields, zone, now: clock() });
    },
    onRemoveTime: (index: number) => {
      pending.current = { kind: 'removed', index };
      dispatch({ type: 'removeTime', index });
    },
  };
}
