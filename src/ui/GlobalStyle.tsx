import { createGlobalStyle } from 'styled-components';
import { focusRing, media } from './theme';

/**
 * Document-wide base styles: box sizing, body font and colours from the theme, a default focus
 * ring, `[hidden]` that always hides, and no motion for people who ask for reduced motion.
 * Render once, inside the ThemeProvider.
 */
export const GlobalStyle = createGlobalStyle`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    /* A sticky bar (StickyBar) sets its height here: focused elements scroll clear of it. */
    scroll-padding-bottom: calc(var(--sticky-bar-height, 0px) + 0.5rem);
  }

  body {
    margin: 0;
    min-height: 100vh;
    min-height: 100dvh;
    background-color: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.normal};
    font-synthesis: none;
    text-rendering: optimizeLegibility;
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
    overflow-wrap: break-word;
  }

  /* Zero specificity, so an element's own font (code below, a component's) still wins. */
  :where(:lang(ja)) {
    font-family: ${({ theme }) => theme.fonts.ja};
  }

  :where(:lang(zh)) {
    font-family: ${({ theme }) => theme.fonts.zh};
  }

  :where(:lang(ko)) {
    font-family: ${({ theme }) => theme.fonts.ko};
  }

  code,
  kbd,
  samp,
  pre {
    font-family: ${({ theme }) => theme.fonts.mono};
  }

  /* A modal dialog keeps the page behind it still. */
  body:has(dialog[open]) {
    overflow: hidden;
  }

  h1,
  h2,
  h3,
  h4,
  p {
    margin: 0;
  }

  /* Headings wrap into lines of even length: no lone word (or ja character) on a last line. */
  h1,
  h2,
  h3 {
    text-wrap: balance;
  }

  /* Japanese has no spaces: break lines between phrases, not inside a word ("ください"),
     and paragraphs avoid a lone kana on their last line. */
  :lang(ja) {
    word-break: auto-phrase;
  }

  :lang(ja) p {
    text-wrap: pretty;
  }

  /* Korean separates words with spaces: break between them, never inside one ("사본을"). */
  :lang(ko) {
    word-break: keep-all;
  }

  img,
  svg {
    display: block;
    max-width: 100%;
  }

  button,
  input,
  select,
  textarea {
    font: inherit;
    color: inherit;
  }

  a {
    color: ${({ theme }) => theme.colors.link};
  }

  a:hover {
    color: ${({ theme }) => theme.colors.linkHover};
  }

  :focus-visible {
    ${focusRing}
  }

  [hidden] {
    display: none !important;
  }

  ${media.reducedMotion} {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
