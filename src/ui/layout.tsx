import type { ComponentPropsWithRef, ElementType } from 'react';
import styled, { css } from 'styled-components';
import type { Theme } from './theme';

/** A step of the spacing scale (theme.space). */
export type Space = keyof Theme['space'];

type Align = 'stretch' | 'start' | 'center' | 'end' | 'baseline';
type Justify = 'start' | 'center' | 'end' | 'between';

const alignValue: Record<Align, string> = {
  stretch: 'stretch',
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  baseline: 'baseline',
};
const justifyValue: Record<Justify, string> = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'space-between',
};

interface FlexStyleProps {
  $gap: Space;
  $align: Align;
  $justify: Justify;
}

const flex = css<FlexStyleProps>`
  display: flex;
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  align-items: ${({ $align }) => alignValue[$align]};
  justify-content: ${({ $justify }) => justifyValue[$justify]};
  /* A flex child may shrink below its content: long words wrap instead of overflowing. */
  min-width: 0;
`;

const StackRoot = styled.div<FlexStyleProps>`
  ${flex}
  flex-direction: column;
`;

const InlineRoot = styled.div<FlexStyleProps & { $wrap: boolean }>`
  ${flex}
  flex-direction: row;
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
`;

interface LayoutProps extends ComponentPropsWithRef<'div'> {
  /** Space between the children, from the theme's scale. */
  readonly gap?: Space;
  readonly align?: Align;
  readonly justify?: Justify;
  /** The element to render (a list, a section, a fieldset…); a `div` by default. */
  readonly as?: ElementType;
}

export type StackProps = LayoutProps;

/**
 * Children one under the other with a gap from the spacing scale: the layout of most of the
 * product (a heading over its text, fields of a form, cards of a list). Children stretch to the
 * full width unless `align` says otherwise. Use `as` for semantics (`ul`, `section`…).
 */
export function Stack({ gap = 'md', align = 'stretch', justify = 'start', ...rest }: StackProps) {
  return <StackRoot $gap={gap} $align={align} $justify={justify} {...rest} />;
}

export interface InlineProps extends LayoutProps {
  /** Wrap to the next line when the row is too narrow (the default: phones and German). */
  readonly wrap?: boolean;
}

/**
 * Children side by side, centred on the cross axis, wrapping to the next line when the row is
 * too narrow (a chip row, an icon with its label, actions). `justify="between"` pushes the
 * first and last child apart.
 */
export function Inline({
  gap = 'xs',
  align = 'center',
  justify = 'start',
  wrap = true,
  ...rest
}: InlineProps) {
  return <InlineRoot $gap={gap} $align={align} $justify={justify} $wrap={wrap} {...rest} />;
}
