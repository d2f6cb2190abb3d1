/**
 * Scrolls a log to its newest line, and keeps it there while its content grows afterwards (a
 * card whose web font arrives late, a line that wraps once laid out) or while it is hidden and
 * shown again (which puts a browser's scroll position back to the top), as long as the reader is
 * at the end: a reader who scrolled up to read is never pulled down.
 *
 * Returns the cleanup. Call it from a layout effect when a new line arrives.
 */
export function followBottom(log: HTMLElement): () => void {
  log.scrollTop = log.scrollHeight;
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  /** Whether the reader is at the end: changed only by a scroll of the reader's own. */
  let atEnd = true;
  /** The content's height when the log last looked. */
  let height = log.scrollHeight;
  const onScroll = () => {
    // A scroll while hidden, or one the content's growth caused, is not the reader's.
    if (log.clientHeight === 0 || log.scrollHeight !== height) return;
    atEnd = log.scrollTop + log.clientHeight >= log.scrollHeight - 2;
  };
  const observer = new ResizeObserver(() => {
    if (log.clientHeight === 0) return;
    height = log.scrollHeight;
    if (atEnd) log.scrollTop = height;
  });
  observer.observe(log);
  for (const child of log.children) observer.observe(child);
  log.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    observer.disconnect();
    log.removeEventListener('scroll', onScroll);
  };
}
