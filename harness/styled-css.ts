/**
 * Production builds of the app minify the CSS written in styled-components templates
 * (`styled.div`…``, `styled(Card)`…``, `css`…``, `createGlobalStyle`…``, `keyframes`…``), as
 * babel-plugin-styled-components' `minify` option does: comments go, runs of white space become
 * one space, white space goes where CSS never needs it (around `{`, `}`, `;` and `,`, after
 * `:`), and so does the semicolon before `}`. The JavaScript minifier cannot do it
 * (template text is a string to it), and the indentation and comments of our templates are a
 * good part of the first chunk's size.
 *
 * Conservative by design: only the static text of a template changes, never an interpolation;
 * quoted strings (`content: ''`) are kept as written; a template part with a comment or a quote
 * that does not close inside it is left as it is.
 */
import type { ESTree } from 'vite';
import { Visitor, parseSync } from 'vite';

/** Template tags whose text is CSS: `css`, `createGlobalStyle`, `keyframes`, and `styled…`. */
const CSS_TAGS = new Set(['css', 'createGlobalStyle', 'keyframes']);

type Node = ESTree.Expression | ESTree.Super;

/** The identifier a tag starts from: `styled` for `styled.div.attrs({…})` or `styled(X)`. */
function rootName(tag: Node): string | null {
  let node: Node = tag;
  for (;;) {
    if (node.type === 'Identifier') return node.name;
    if (node.type === 'MemberExpression') node = node.object;
    else if (node.type === 'CallExpression') node = node.callee;
    else return null;
  }
}

/** True for a tagged template whose text is CSS for styled-components. */
export function isCssTag(tag: Node): boolean {
  if (tag.type === 'Identifier') return CSS_TAGS.has(tag.name);
  return rootName(tag) === 'styled';
}

/** Index of the quote closing the string opened at `open` (escapes skipped), or -1. */
function closingQuote(text: string, open: number): number {
  const quote = text[open];
  for (let i = open + 1; i < text.length; i++) {
    if (text[i] === '\\') i += 1;
    else if (text[i] === quote) return i;
  }
  return -1;
}

/** No space is needed after these characters… */
const NO_SPACE_AFTER = /[{};:,]/;
/** …nor before these (never before `:`: `a :hover` is not `a:hover`). */
const NO_SPACE_BEFORE = /[{};,]/;

/**
 * Minifies one static part of a CSS template (its raw text). `first` / `last`: the part opens /
 * closes the template, so white space at that end can go.
 */
export function minifyCssPart(raw: string, first: boolean, last: boolean): string {
  let out = '';
  let space = false;
  const emitSpace = (next: string | null) => {
    if (!space) return;
    space = false;
    const prev = out.at(-1);
    if (prev === undefined ? first : NO_SPACE_AFTER.test(prev)) return;
    if (next === null ? last : NO_SPACE_BEFORE.test(next)) return;
    out += ' ';
  };
  for (let i = 0; i < raw.length;) {
    const ch = raw[i] ?? '';
    if (ch === '/' && raw[i + 1] === '*') {
      const close = raw.indexOf('*/', i + 2);
      if (close === -1) return raw;
      space = true;
      i = close + 2;
    } else if (ch === '"' || ch === "'") {
      const close = closingQuote(raw, i);
      if (close === -1) return raw;
      emitSpace(ch);
      out += raw.slice(i, close + 1);
      i = close + 1;
    } else if (/\s/.test(ch)) {
      space = true;
      i += 1;
    } else {
      emitSpace(ch);
      // The last declaration of a block needs no semicolon.
      if (ch === '}' && out.endsWith(';')) out = out.slice(0, -1);
      out += ch;
      i += 1;
    }
  }
  emitSpace(null);
  return out;
}

export interface Replacement {
  start: number;
  end: number;
  text: string;
}

/** The replacements that minify every CSS template of a module (JavaScript or TypeScript). */
export function cssTemplateReplacements(code: string, filename: string): Replacement[] {
  const { program, errors } = parseSync(filename, code);
  if (errors.length > 0) return [];
  const out: Replacement[] = [];
  new Visitor({
    TaggedTemplateExpression(node) {
      if (!isCssTag(node.tag)) return;
      const { quasis } = node.quasi;
      quasis.forEach((quasi, i) => {
        const { raw } = quasi.value;
        const text = minifyCssPart(raw, i === 0, i === quasis.length - 1);
        // oxc's span of a template element includes its delimiters (`, ${, }): the raw text
        // starts one character in. Checked, so that a parser change cannot corrupt code.
        const start = quasi.start + 1;
        const end = start + raw.length;
        if (text !== raw && code.slice(start, end) === raw) out.push({ start, end, text });
      });
    },
  }).visit(program);
  return out;
}

/** `code` with the replacements made (they must not overlap). */
function applyReplacements(code: string, replacements: readonly Replacement[]): string {
  let out = code;
  for (const { start, end, text } of [...replacements].sort((a, b) => b.start - a.start)) {
    out = out.slice(0, start) + text + out.slice(end);
  }
  return out;
}

/** The module with every CSS template minified (the code itself when there is none). */
export function minifyCssTemplates(code: string, filename: string): string {
  return applyReplacements(code, cssTemplateReplacements(code, filename));
}

/** A short stable hash (FNV-1a, 32 bits) in base 36. */
function shortHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

/**
 * Server rendering (harness/app/server-render.tsx) needs every styled component to have the
 * same id in the server's build and in the browser's: styled-components otherwise numbers its
 * components in the order they are created, which differs between a server that loads every
 * module and a browser that loads chunks as they arrive, and the class names of the server's
 * HTML would then name nothing the browser styles. As babel-plugin-styled-components' `ssr`
 * option does, each `styled…` template gets `.withConfig({ componentId })` from the module's
 * path (`key`, relative to the repository, the same in both builds) and its place in the module.
 * Inserted right after the tag, so `styled.div<P>`…`` keeps its type arguments.
 */
export function componentIdInsertions(code: string, filename: string, key: string): Replacement[] {
  const { program, errors } = parseSync(filename, code);
  if (errors.length > 0) return [];
  const out: Replacement[] = [];
  new Visitor({
    TaggedTemplateExpression(node) {
      if (node.tag.type === 'Identifier' || !isCssTag(node.tag)) return;
      const id = `sc-${shortHash(`${key}:${String(out.length)}`)}`;
      out.push({
        start: node.tag.end,
        end: node.tag.end,
        text: `.withConfig({componentId:"${id}"})`,
      });
    },
  }).visit(program);
  return out;
}

/**
 * The module as the app's builds compile it: styled components named (always: the server's
 * render depends on it) and, when `minify`, CSS templates minified.
 */
export function transformStyledTemplates(
  code: string,
  filename: string,
  options: { key: string; minify: boolean },
): string {
  const replacements = componentIdInsertions(code, filename, options.key);
  if (options.minify) replacements.push(...cssTemplateReplacements(code, filename));
  return applyReplacements(code, replacements);
}
