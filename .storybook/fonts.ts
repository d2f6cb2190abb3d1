// Every glyph a story shows comes from a web font pinned by package-lock.json, so a machine
// with no system fonts renders the same pixels (the story checks hide them: scripts/browser.mjs).
// Inter draws Latin, Greek and Cyrillic; Noto Sans JP, SC and KR draw Japanese, Chinese and
// Korean in their regional forms (theme.fonts puts them first under :lang(ja|zh|ko)). Each file
// is split by unicode-range, so a story downloads only the slices its text uses.
// The two weights are the theme's (and the app's): regular 400 and semibold 600.
// JetBrains Mono draws <code> (theme.fonts.mono), e.g. token names in the docs.
import '@fontsource/inter/400.css';
import '@fontsource/inter/600.css';
import '@fontsource/noto-sans-jp/400.css';
import '@fontsource/noto-sans-jp/600.css';
import '@fontsource/noto-sans-sc/400.css';
import '@fontsource/noto-sans-sc/600.css';
import '@fontsource/noto-sans-kr/400.css';
import '@fontsource/noto-sans-kr/600.css';
import '@fontsource/jetbrains-mono/400.css';
