/**
 * harness/server (the stand-in server) under the import-boundary lint (issue 34, DESIGN.md
 * section 1): it may import fixtures, src/domain, src/api, src/i18n and the app's route table,
 * nothing else of the app, no feature, UI or story; production code never imports it. The front
 * server (harness/front) likewise, and never imports the stand-in.
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

const FRONT_PROBE = 'harness/front/boundary-probe.ts';

describe('the front server (harness/front) under the boundary lint (issue 37)', () => {
  it.each([
    "export { endpoints } from '../../src/api/contract';",
    "export { pageConfigElement } from '../../src/config/page-config';",
    "export { requestLanguage } from '../../src/i18n/request-language';",
    "export { matchRoute } from '../app/routes';",
    "export type * from '../app/server-render';",
    "export { sendFile } from './static-files';",
  ])('allows %s', async (code) => {
    expect(await boundaryErrors(FRONT_PROBE, `${code}\n`)).toEqual([]);
  });

  it.each([
    ["export { createHandlers } from '../../fixtures';", 'no fixtures, stand-in'],
    ["export { demoEntry } from '../server/demo-links';", 'no fixtures, stand-in'],
    ["export { startStandInServer } from '../server/server';", 'no fixtures, stand-in'],
    ["export * from '../../stories/support/i18n';", 'no fixtures, stand-in'],
    ["export { App } from '../app/App';", "only the app's route table"],
    ["export { Text } from '../../src/ui';", 'src/domain, src/api, src/i18n and src/config'],
  ])('forbids %s', async (code, message) => {
    expect(await boundaryErrors(FRONT_PROBE, `${code}\n`)).toEqual([
      expect.stringContaining(message),
    ]);
  });

  it('holds for its tests too', async () => {
    expect(
      await boundaryErrors(
        'harness/front/boundary-probe.test.ts',
        "export { demoEntry } from '../server/demo-links';\n",
      ),
    ).toEqual([expect.stringContaining('no fixtures, stand-in')]);
  });

  it('the stand-in may use its HTTP parts; the app never imports it', async () => {
    expect(
      await boundaryErrors(PROBE, "export { sendFile } from '../front/static-files';\n"),
    ).toEqual([]);
    expect(
      await boundaryErrors('harness/app/boundary-probe.ts', "export * from '../front/server';\n"),
    ).not.toEqual([]);
  });
});
