import type { ReactNode } from 'react';
import styled from 'styled-components';
import { matchRanges } from '../../../domain/debug';
import { media } from '../../../ui';

/** What the name filter found: tinted, underlined and bold, so colour is not the only cue. */
const Mark = styled.mark`
  padding: 0;
  border-radius: 2px;
  background-color: ${({ theme }) => theme.colors.warningSubtle};
  box-shadow: inset 0 -2px 0 ${({ theme }) => theme.colors.warning};
  color: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  ${media.forcedColors} {
    forced-color-adjust: none;
    background-color: Mark;
    color: MarkText;
    box-shadow: none;
  }
`;

/**
 * A name with what the filter's term matched in it marked (`<mark>`, matched as the filter
 * matches: accent- and case-blind, src/domain/debug.ts `matchRanges`). Plain text without a
 * term or a match.
 */
export function Highlight({ text, term }: { text: string; term: string }) {
  const ranges = matchRanges(text, term);
  if (ranges.length === 0) return <>{text}</>;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const { start, end } of ranges) {
    if (start > at) parts.push(text.slice(at, start));
    parts.push(<Mark key={start}>{text.slice(start, end)}</Mark>);
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}

/** Whether the term finds anything in the text (the attendee is why the option is listed). */
export function matches(text: string, term: string): boolean {
  return matchRanges(text, term).length > 0;
}
