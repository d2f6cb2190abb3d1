import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  cssTemplateReplacements,
  minifyCssPart,
  minifyCssTemplates,
  transformStyledTemplates,
} from './styled-css';

const apply = (code: string) => minifyCssTemplates(code, 'x.tsx');

describe('minifyCssPart', () => {
  it('drops comments, collapses white space and the space around braces and semicolons', () => {
    expect(
      minifyCssPart(
        '\n  display: flex;\n  /* why */\n  gap: 1rem;\n\n  h1:focus {\n    outline: none;\n  }\n',
        true,
        true,
      ),
    ).toBe('display:flex;gap:1rem;h1:focus{outline:none}');
  });

  it('keeps one space where white space separates tokens (descendants, values, interpolations)', () => {
    expect(minifyCssPart('  a   b > c {', true, false)).toBe('a b > c{');
    expect(minifyCssPart(' calc(100%   -   2rem) ', false, false)).toBe(' calc(100% - 2rem) ');
    expect(minifyCssPart(' ', false, false)).toBe(' ');
    expect(minifyCssPart('\n  padding: ', true, false)).toBe('padding:');
  });

  it('drops the space around commas and after colons, never before a colon', () => {
    expect(minifyCssPart(' a , b :hover { color : rgba(0, 0, 0, 0.5) ; } ', true, true)).toBe(
      'a,b :hover{color :rgba(0,0,0,0.5)}',
    );
  });

  it('keeps quoted strings exactly, apostrophes in comments included', () => {
    expect(minifyCssPart("a{content:';'}", true, true)).toBe("a{content:';'}");
    expect(minifyCssPart("  content: '  ;  { '; /* don't */ a: b; ", true, true)).toBe(
      "content:'  ;  { ';a:b;",
    );
    expect(minifyCssPart('q: "a\\"  b";', true, true)).toBe('q:"a\\"  b";');
  });

  it('leaves a part alone when a comment or a quote does not close inside it', () => {
    expect(minifyCssPart("  content: '", true, false)).toBe("  content: '");
    expect(minifyCssPart('  /* open ', true, false)).toBe('  /* open ');
  });
});

describe('cssTemplateReplacements', () => {
  it('minifies styled, css, createGlobalStyle and keyframes templates, not other templates', () => {
    const code = [
      'const A = styled.div`\n  color: red;\n  margin: ${(p) => p.m}  ${(p) => p.n};\n`;',
      'const B = styled(Card).attrs({ role: "x" })`\n  a: b;\n`;',
      'const C = css`\n  a: b;\n`;',
      'const D = createGlobalStyle`\n  body {\n    margin: 0;\n  }\n`;',
      'const E = keyframes`\n  to {\n    opacity: 0;\n  }\n`;',
      'const F = html`\n  <p>  keep  </p>\n`;',
      'const G = `\n  plain  `;',
    ].join('\n');
    expect(apply(code)).toBe(
      [
        'const A = styled.div`color:red;margin:${(p) => p.m} ${(p) => p.n};`;',
        'const B = styled(Card).attrs({ role: "x" })`a:b;`;',
        'const C = css`a:b;`;',
        'const D = createGlobalStyle`body{margin:0}`;',
        'const E = keyframes`to{opacity:0}`;',
        'const F = html`\n  <p>  keep  </p>\n`;',
        'const G = `\n  plain  `;',
      ].join('\n'),
    );
  });

  it('finds the templates of a real TSX module', () => {
    const file = new URL('../src/ui/Button.tsx', import.meta.url).pathname;
    const replacements = cssTemplateReplacements(readFileSync(file, 'utf8'), file);
    expect(replacements.length).toBeGreaterThan(3);
  });
});

describe('componentIdInsertions / transformStyledTemplates', () => {
  const ids = (code: string, key = 'src/ui/X.tsx') =>
    transformStyledTemplates(code, 'x.tsx', { key, minify: false });

  it('names every styled template after the tag, type arguments and attrs kept', () => {
    const out = ids(
      [
        'const A = styled.div`color: red;`;',
        'const B = styled(A)<{ $on: boolean }>`color: blue;`;',
        "const C = styled.input.attrs({ type: 'text' })`width: 1rem;`;",
        'const D = css`color: green;`;',
        'const G = createGlobalStyle`body { margin: 0; }`;',
      ].join('\n'),
    );
    const found = [...out.matchAll(/\.withConfig\(\{componentId:"(sc-[a-z0-9]+)"\}\)/g)];
    expect(found).toHaveLength(3);
    expect(new Set(found.map((m) => m[1])).size).toBe(3);
    expect(out).toContain('styled.div.withConfig({componentId:');
    expect(out).toMatch(
      /styled\(A\)\.withConfig\(\{componentId:"sc-[a-z0-9]+"\}\)<\{ \$on: boolean \}>`/,
    );
    expect(out).toMatch(/\.attrs\(\{ type: 'text' \}\)\.withConfig\(/);
    expect(out).toContain('const D = css`color: green;`');
    expect(out).toContain('const G = createGlobalStyle`body { margin: 0; }`');
  });

  it('gives the same ids for the same module path and others for another path', () => {
    const code = 'const A = styled.div`a: b;`;';
    expect(ids(code)).toBe(ids(code));
    expect(ids(code, 'src/ui/Y.tsx')).not.toBe(ids(code));
  });

  it('minifies too when asked, ids unchanged', () => {
    const code = 'const A = styled.div`\n  color: red;\n`;';
    const both = transformStyledTemplates(code, 'x.tsx', { key: 'k', minify: true });
    expect(both).toMatch(/styled\.div\.withConfig\(\{componentId:"sc-[a-z0-9]+"\}\)`color:red;`/);
  });

  it('leaves every styled module of the app valid TypeScript, each styled template named', () => {
    const files = execSync("git ls-files 'src/*.tsx' 'harness/app/*.tsx'", { encoding: 'utf8' })
      .split('\n')
      .filter((f) => f !== '' && !f.includes('.test.') && !f.includes('.stories.'));
    let named = 0;
    for (const file of files) {
      const code = readFileSync(file, 'utf8');
      const out = transformStyledTemplates(code, file, { key: file, minify: true });
      expect(parseSync(file, out).errors, file).toEqual([]);
      named += out.match(/withConfig\(\{componentId/g)?.length ?? 0;
    }
    expect(named).toBeGreaterThan(100);
  });
});
