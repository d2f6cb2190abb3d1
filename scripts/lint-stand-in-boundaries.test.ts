/**
 * harness/server (the stand-in server) under the import-boundary lint (issue 34, DESIGN.md
 * section 1): it may import fixtures, src/domain, src/api, src/i18n and the app's route table,
 * nothing else of the app, no feature, UI or story; production code never imports it.
 */
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: [
    {
      ...tseslint.configs.disableTypeChecked,
      languageOptions: { parserOptions: { projectService: false, project: null } },
    },
  ],
});

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths')
    .map((m) => m.message);
}

const PROBE = 'harness/server/boundary-probe.ts';

describe('the stand-in server (harness/server) under the boundary lint', () => {
  it.each([
    "export { createHandlers } from '../../fixtures';",
    "export { escapeHtml } from '../../src/domain/html';",
    "export { endpoints } from '../../src/api/contract';",
    "export { requestLanguage } from '../../src/i18n/request-language';",
    "export { matchRoute } from '../app/routes';",
    "export type * from '../app/server-render';",
    "export { standInPage } from './html-page';",
  ])('allows %s', async (code) => {
    expect(await boundaryErrors(PROBE, `${code}\n`)).toEqual([]);
  });

  it.each([
    ["export { App } from '../app/App';", "only the app's route table"],
    ["export { lateStartNotice } from '../app/late-start';", "only the app's route table"],
    ["export { DebugPanel } from '../../src/features/debug';", 'src/domain, src/api and src/i18n'],
    ["export { Text } from '../../src/ui';", 'src/domain, src/api and src/i18n'],
    ["export * from '../../src/config/app-config';", 'src/domain, src/api and src/i18n'],
    ["export * from '../../stories/support/i18n';", 'never imports stories'],
  ])('forbids %s', async (code, message) => {
    expect(await boundaryErrors(PROBE, `${code}\n`)).toEqual([expect.stringContaining(message)]);
  });

  it('holds for its tests too', async () => {
    expect(
      await boundaryErrors(
        'harness/server/boundary-probe.test.ts',
        "export { App } from '../app/App';\n",
      ),
    ).toEqual([expect.stringContaining("only the app's route table")]);
  });

  it.each([
    ['src/features/debug/containers/boundary-probe.ts', '../../../../harness/server/demo-links'],
    ['harness/app/boundary-probe.ts', '../server/demo-links'],
  ])('production code (%s) never imports the stand-in', async (filePath, from) => {
    expect(await boundaryErrors(filePath, `export * from '${from}';\n`)).not.toEqual([]);
  });
});
