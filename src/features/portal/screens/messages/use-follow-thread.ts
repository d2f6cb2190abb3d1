import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type RefObject,
  type UIEventHandler,
} from 'react';

/** A reader this close to the end of the log (px) is at the end: new messages scroll to them. */
export const NEAR_END_PX = 64;

export interface FollowThread {
  /** The log element's ref. */
  logRef: RefObject<HTMLDivElement | null>;
  /** The log's scroll handler: it notes whether the reader is at the end. */
  onScroll: UIEventHandler<HTMLDivElement>;
  /** Messages that arrived below while the reader had scrolled up (0: no jump button). */
  unseen: number;
  /** Scrolls to the newest message and gives the log the focus (the jump button then goes). */
  jumpToEnd: () => void;
}

function stillMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** How long a smooth scroll to the end is left to run before the log is put there at once. */
const SMOOTH_MS = 800;

/** Scrolls to the end; returns until when (performance.now) a smooth scroll runs, or 0. */
function scrollToEnd(log: HTMLElement, smooth: boolean): number {
  const top = log.scrollHeight;
  const glide = smooth && !stillMotion() && typeof log.scrollTo === 'function';
  if (glide) log.scrollTo({ top, behavior: 'smooth' });
  else log.scrollTop = top;
  return glide ? performance.now() + SMOOTH_MS : 0;
}

/**
 * The message log follows the thread (issue 35): it opens at the newest message; a message the
 * candidate just sent is scrolled to whatever the reader was doing (they pressed Send); a
 * message that arrives is scrolled to only when the reader is at (or near) the end. A reader who
 * scrolled up to read is never pulled down: `unseen` counts what arrived below them, for a
 * "New message" button. Smooth scrolling, unless the reader asks for reduced motion.
 *
 * `count` is the number of messages shown, `lastKey` the newest one's id, `lastIsOwn` whether
 * the newest is the candidate's (sent or being sent).
 */
export function useFollowThread(count: number, lastKey: string | null, lastIsOwn: boolean) {
  const logRef = useRef<HTMLDivElement>(null);
  // Whether the reader is at the end: state for the render (the count of unseen messages), a ref
  // for the effect (which must not run again when the reader scrolls).
  const [atEnd, setAtEnd] = useState(true);
  const atEndRef = useRef(true);
  // How many messages the reader has had in view (the rest are unseen).
  const [seen, setSeen] = useState(count);
  if ((atEnd || lastIsOwn) && seen !== count) setSeen(count);
  if (seen > count) setSeen(count);
  const unseen = Math.max(0, count - seen);

  const shownOnce = useRef(false);
  // Until when a smooth scroll to the end runs (the growth of the content then leaves it alone).
  const gliding = useRef(0);

  // At the end, the log stays there while its content grows after it was drawn (a web font that
  // arrives late, a line that wraps once laid out): what is at the end stays in view.
  useEffect(() => {
    const log = logRef.current;
    if (log === null || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (!atEndRef.current || performance.now() < gliding.current) return;
      log.scrollTop = log.scrollHeight;
    });
    observer.observe(log);
    for (const child of log.children) observer.observe(child);
    return () => {
      observer.disconnect();
    };
  }, [lastKey]);
  // A smooth scroll aims at the end as it was when it started: once it has run, a log still at
  // (or near) the end is put exactly there.
  const glide = (log: HTMLElement) => {
    gliding.current = scrollToEnd(log, true);
    if (gliding.current === 0) return;
    setTimeout(() => {
      gliding.current = 0;
      if (atEndRef.current) log.scrollTop = log.scrollHeight;
    }, SMOOTH_MS);
  };

  useLayoutEffect(() => {
    const log = logRef.current;
    if (log === null || lastKey === null) return;
    if (!shownOnce.current) {
      // The thread opens at its newest message, without motion.
      shownOnce.current = true;
      scrollToEnd(log, false);
      return;
    }
    if (lastIsOwn || atEndRef.current) {
      atEndRef.current = true;
      glide(log);
    }
  }, [lastKey, lastIsOwn]);

  const onScroll: UIEventHandler<HTMLDivElement> = (event) => {
    const log = event.currentTarget;
    const end = log.scrollTop + log.clientHeight >= log.scrollHeight - NEAR_END_PX;
    atEndRef.current = end;
    if (end !== atEnd) setAtEnd(end);
  };

  const jumpToEnd = () => {
    const log = logRef.current;
    if (log === null) return;
    atEndRef.current = true;
    setAtEnd(true);
    setSeen(count);
    glide(log);
    // The button goes away: the focus goes to the log it was about (the keys scroll it).
    log.focus({ preventScroll: true });
  };

  return { logRef, onScroll, unseen, jumpToEnd } satisfies FollowThread;
}
