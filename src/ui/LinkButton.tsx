import type { ComponentPropsWithRef } from 'react';
import styled, { css } from 'styled-components';
import { focusRing, media, transition } from './theme';

/** What a link looks like, whether it is an <a> or a <button>. */
const linkStyles = css`
  display: inline;
  padding: 0;
  margin: 0;
  border: 0;
  background: none;
  font: inherit;
  text-align: inherit;
  text-decoration-line: underline;
  text-decoration-thickness: 1px;
  text-underline-offset: 0.15em;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.link};
  border-radius: ${({ theme }) => theme.radii.sm};
  ${transition('color')}

  &:hover {
    color: ${({ theme }) => theme.colors.linkHover};
    text-decoration-thickness: 2px;
  }

  &:focus-visible {
    ${focusRing}
  }
`;

const StyledAnchor = styled.a`
  ${linkStyles}
`;

const StyledButton = styled.button`
  ${linkStyles}

  &:disabled {
    color: ${({ theme }) => theme.colors.onDisabled};
    text-decoration-line: none;
    cursor: not-allowed;
  }

  ${media.forcedColors} {
    color: LinkText;
  }
`;

/** A real link: navigates to `href`. */
export type LinkButtonAnchorProps = ComponentPropsWithRef<'a'> & { readonly href: string };

/** An action that reads as a link ("Use a different time zone"): a `<button>`. */
export type LinkButtonButtonProps = Omit<ComponentPropsWithRef<'button'>, 'type'> & {
  readonly href?: undefined;
  readonly type?: 'button' | 'submit';
};

export type LinkButtonProps = LinkButtonAnchorProps | LinkButtonButtonProps;

/**
 * Looks like an inline link. With `href` it is an `<a>` (navigation); without, a
 * `<button type="button">` (an action in the page). Always underlined, so it never relies on
 * colour alone.
 */
export function LinkButton(props: LinkButtonProps) {
  if (props.href !== undefined) {
    return <StyledAnchor {...props} />;
  }
  const { type = 'button', ...rest } = props;
  return <StyledButton type={type} {...rest} />;
}
