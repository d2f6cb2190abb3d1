import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from './theme';

const Hidden = styled.span`
  ${visuallyHidden}
`;

export type VisuallyHiddenProps = ComponentPropsWithRef<'span'>;

/**
 * Text for screen readers only: hidden on screen, read aloud and part of accessible names.
 * Use it for context sighted users get from the layout ("Working…" inside a busy button).
 */
export function VisuallyHidden(props: VisuallyHiddenProps) {
  return <Hidden {...props} />;
}
