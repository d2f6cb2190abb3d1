import styled from 'styled-components';
import { focusRing, transition } from './theme';

/**
 * A square, borderless button for a single icon (a dialog's close, a banner's dismiss). It has
 * no text of its own: give it an accessible name with `aria-label`. 44 px square, the touch
 * target the theme's controls meet.
 */
export const IconButton = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.control.medium};
  height: ${({ theme }) => theme.sizes.control.medium};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.25rem;
  cursor: pointer;
  ${transition('background-color')}

  &:hover {
    background-color: ${({ theme }) => theme.colors.hoverOverlay};
  }

  &:focus-visible {
    ${focusRing}
  }
`;
