import { css } from 'styled-components';
import { focusRing, media, transition } from './theme';

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

/**
 * The behaviour every control the candidate chooses with shares (a chip, a tab): pointer and
 * touch handling, the hover tint, the chosen look of {@link selectedState} and the focus ring.
 * Layout, size and shape stay with the control.
 */
export function choiceControl(selector: string) {
  return css`
    cursor: pointer;
    touch-action: manipulation;
    -webkit-tap-highlight-color: transparent;
    ${transition('background-color', 'border-color', 'color')}

    &:hover {
      background-color: ${({ theme }) => theme.colors.surfaceSubtle};
    }

    ${selectedState(selector)}

    &:focus-visible {
      ${focusRing}
    }
  `;
}
