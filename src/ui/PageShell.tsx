import { createContext, useContext, useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { focusRing, media, visuallyHidden } from './theme';

export type PageWidth = 'narrow' | 'regular' | 'wide';

const Root = styled.div`
  position: relative;
  isolation: isolate;
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
  background-color: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  /* The background is position: fixed (it stays put while the page scrolls); clipping keeps it
     inside the shell when the shell is not the whole page (docs, previews). */
  clip-path: inset(0);
`;

const Background = styled.div`
  position: fixed;
  inset: 0;
  z-index: -1;

  img {
    width: 100%;
    height: 100%;
    max-width: none;
    object-fit: cover;
  }

  /* The scrim: the page background at high opacity over the image, so every text token keeps
     AA contrast whatever the image is (see scrimPairs in theme.ts). */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background-color: ${({ theme }) => theme.colors.scrim};
  }

  ${media.forcedColors} {
    display: none;
  }
`;

const SkipLink = styled.a`
  ${visuallyHidden}

  &:focus,
  &:focus-visible {
    position: absolute !important;
    top: ${({ theme }) => theme.space.xs} !important;
    left: ${({ theme }) => theme.space.xs} !important;
    z-index: ${({ theme }) => theme.zIndices.skipLink};
    width: auto !important;
    height: auto !important;
    margin: 0 !important;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`} !important;
    overflow: visible !important;
    clip: auto !important;
    clip-path: none !important;
    white-space: normal !important;
    border-radius: ${({ theme }) => theme.radii.md};
    background-color: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.link};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    box-shadow: ${({ theme }) => theme.shadows.card};
    ${focusRing}
  }
`;

const Inner = styled.div<{ $width: PageWidth }>`
  width: 100%;
  max-width: ${({ theme, $width }) => theme.sizes.content[$width]};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space.md};

  ${media.tablet} {
    padding-inline: ${({ theme }) => theme.space.lg};
  }
`;

const Header = styled.header`
  padding-block: ${({ theme }) => theme.space.md};

  ${media.tablet} {
    padding-block: ${({ theme }) => theme.space.lg};
  }
`;

const Main = styled.main`
  flex: 1;
  padding-block: ${({ theme }) => `${theme.space.md} ${theme.space.xl}`};

  ${media.tablet} {
    padding-block: ${({ theme }) => `${theme.space.lg} ${theme.space.xxl}`};
  }

  /* Focused by the skip link; it is not a control, so no ring. */
  &:focus {
    outline: none;
  }
`;

const Footer = styled.footer`
  padding-block: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * The footer every page shows when the screen sets none: the app puts its language switcher
 * here, once, so no screen has to know about it (stories render without it).
 */
const PageFooterContext = createContext<ReactNode>(undefined);
export const PageFooterProvider = PageFooterContext.Provider;

/** The footer pages show now (to add to it: a provider of it with more inside). */
export function usePageFooter(): ReactNode {
  return useContext(PageFooterContext);
}

export interface PageShellProps {
  /** Content of the page header (organisation logo and name). Rendered in a `<header>`. */
  readonly header?: ReactNode;
  /** The page content, rendered in `<main>`. */
  readonly children: ReactNode;
  /** Content of the page footer, rendered in a `<footer>`; the PageFooterProvider's by default. */
  readonly footer?: ReactNode;
  /**
   * URL of a decorative background image (the organisation's meet background). Shown under a
   * light scrim that keeps all text AA; ignored in forced-colours mode.
   */
  readonly backgroundImageUrl?: string;
  /** Max width of the content column; `regular` (48rem) by default. */
  readonly width?: PageWidth;
  /** Id of `<main>`, target of the skip link; generated when absent. */
  readonly mainId?: string;
}

/**
 * The page frame every screen sits in: skip link, header, main and footer landmarks, a content
 * column phone-first (full width with side padding, capped on larger screens), and an optional
 * decorative background image.
 */
export function PageShell({
  header,
  children,
  footer,
  backgroundImageUrl,
  width = 'regular',
  mainId,
}: PageShellProps) {
  const { t } = useTranslation('ui');
  const appFooter = useContext(PageFooterContext);
  const footerContent = footer ?? appFooter;
  const generatedId = useId();
  const mainTarget = mainId ?? `${generatedId}main`;
  return (
    <Root>
      {backgroundImageUrl !== undefined && (
        <Background aria-hidden="true">
          <img src={backgroundImageUrl} alt="" decoding="async" />
        </Background>
      )}
      <SkipLink href={`#${mainTarget}`}>{t('pageShell.skipToContent')}</SkipLink>
      {header !== undefined && (
        <Header>
          <Inner $width={width}>{header}</Inner>
        </Header>
      )}
      <Main id={mainTarget} tabIndex={-1}>
        <Inner $width={width}>{children}</Inner>
      </Main>
      {footerContent !== undefined && (
        <Footer>
          <Inner $width={width}>{footerContent}</Inner>
        </Footer>
      )}
    </Root>
  );
}
