import type { ComponentPropsWithRef, ElementType } from 'react';
import styled from 'styled-components';
import type { Theme } from './theme';

/** What a text says by its colour: the body's, secondary, an error, a success. */
export type TextTone = 'default' | 'muted' | 'danger' | 'success';

const toneColor: Record<TextTone, keyof Theme['colors']> = {
  default: 'text',
  muted: 'textMuted',
  danger: 'danger',
  success: 'success',
};

const TextRoot = styled.p<{ $tone: TextTone; $size: keyof Theme['fontSizes'] | null }>`
  margin: 0;
  color: ${({ theme, $tone }) => theme.colors[toneColor[$tone]]};
  ${({ theme, $size }) => ($size === null ? '' : `font-size: ${theme.fontSizes[$size]};`)}
  /* Long words (URLs, German compounds) wrap instead of widening the screen. */
  overflow-wrap: anywhere;
`;

export interface TextProps extends ComponentPropsWithRef<'p'> {
  /** The text's colour by meaning (default: the body's). Every tone meets 4.5:1 on surfaces. */
  readonly tone?: TextTone;
  /** A step of the type scale; the size it inherits when absent. */
  readonly size?: keyof Theme['fontSizes'];
  /** The element: a paragraph by default (`span`, `div`, `dd`…). */
  readonly as?: ElementType;
}

/**
 * A run of text with no margin, a tone and a size: the secondary line under a title, a count,
 * a hint, an error under a form. The one place those styles are written.
 */
export function Text({ tone = 'default', size, as, ...rest }: TextProps) {
  return <TextRoot as={as} $tone={tone} $size={size ?? null} {...rest} />;
}

const ListRoot = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface ListProps extends ComponentPropsWithRef<'ul'> {
  /** `ol` for an ordered list (the order means something: steps, an itinerary). */
  readonly ordered?: boolean;
}

/**
 * A list with the browser's bullets, margin and padding taken off: the items keep their list
 * semantics (screen readers say "list, 5 items") and the feature lays them out.
 */
export function List({ ordered = false, ...rest }: ListProps) {
  return <ListRoot as={ordered ? 'ol' : 'ul'} {...rest} />;
}
