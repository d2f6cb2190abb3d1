import { css } from 'styled-components';
import { media } from './theme';

/**
 * The look of a chosen control (a pressed chip, the selected tab): filled with the primary
 * colour, and outlined in forced-colours mode where fills disappear. `selector` names the
 * state, e.g. `[aria-pressed='true']` or `[aria-selected='true']`, so the state lives in ARIA and
 * the style follows it.
 */
export function selectedState(selector: string) {
  return css`
    &${selector} {
      border-color: ${({ theme }) => theme.colors.primary};
      background-color: ${({ theme }) => theme.colors.primary};
      color: ${({ theme }) => theme.colors.onPrimary};
    }

    &${selector}:hover {
      border-color: ${({ theme }) => theme.colors.primaryHover};
      background-color: ${({ theme }) => theme.colors.primaryHover};
    }

    ${media.forcedColors} {
      &${selector} {
        outline: 2px solid Highlight;
      }
    }
  `;
}
