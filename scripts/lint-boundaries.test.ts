/**
 * The dependency direction of DESIGN.md is enforced by lint; these tests prove the rule
 * fires (and stays quiet for allowed imports), so a config change cannot silently drop it.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({
  cwd: process.cwd(),
  // Lint virtual files without the type-aware program (the files do not exist on disk).
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

describe('import boundaries (DESIGN.md section 1)', () => {
  it('forbids src/domain from importing anything else of ours', async () => {
    const errors = await boundaryErrors(
      'src/domain/boundary-probe.ts',
      "import { endpoints } from '../api/contract';\nexport const p = endpoints.refresh();\n",
    );
    expect(errors).toEqual([expect.stringContaining('src/domain is pure')]);
  });

  it('lets src/domain import its own modules', async () => {
    const errors = await boundaryErrors(
      'src/domain/boundary-probe.ts',
      "import type { MeetIntro } from './entities';\nexport type P = MeetIntro;\n",
    );
    expect(errors).toEqual([]);
  });

  it('lets src/api import src/domain but nothing else of ours', async () => {
    expect(
      await boundaryErrors(
        'src/api/boundary-probe.ts',
        "import type { MeetIntro } from '../domain/entities';\nexport type P = MeetIntro;\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'src/api/boundary-probe.ts',
        "import { resolveAppConfig } from '../config/app-config';\nexport const p = resolveAppConfig;\n",
      ),
    ).toEqual([expect.stringContaining('src/api may import only src/domain')]);
  });

  it('forbids screens from importing src/api', async () => {
    const errors = await boundaryErrors(
      'src/features/candidate/screens/BoundaryProbe.tsx',
      "import { endpoints } from '../../../api/contract';\nexport const p = endpoints.refresh();\n",
    );
    expect(errors).toEqual([expect.stringContaining('Screens are presentational')]);
  });

  it('forbids production code from importing fixtures', async () => {
    const errors = await boundaryErrors(
      'src/config/boundary-probe.ts',
      "export * from '../../fixtures/clock';\n",
    );
    expect(errors).toEqual([expect.stringContaining('never imports fixtures')]);
  });

  it('forbids src/domain production code from importing fixtures', async () => {
    const errors = await boundaryErrors(
      'src/domain/boundary-probe.ts',
      "export * from '../../fixtures/clock';\n",
    );
    expect(errors).toEqual([
      expect.stringContaining('src/domain is pure'),
      expect.stringContaining('never imports fixtures'),
    ]);
  });

  it.each([
    'src/api/boundary-probe.test.ts',
    'src/domain/boundary-probe.test.ts',
    'src/features/candidate/containers/BoundaryProbe.test.tsx',
    'src/api/test-helpers.ts',
  ])('lets the test file %s import fixtures', async (filePath) => {
    const fixtures = path.posix.relative(path.posix.dirname(filePath), 'fixtures/clock');
    expect(await boundaryErrors(filePath, `export { FIXED_NOW } from '${fixtures}';\n`)).toEqual(
      [],
    );
    // The same import from production code next to it is an error (the probe is not vacuous).
    expect(
      await boundaryErrors(
        filePath.replace(/(\.test)?\.tsx?$/, '.ts').replace('test-helpers', 'helpers'),
        `export { FIXED_NOW } from '${fixtures}';\n`,
      ),
    ).toEqual(expect.arrayContaining([expect.stringContaining('never imports fixtures')]));
  });

  it('forbids a feature from reaching into another feature (only its index.ts)', async () => {
    const errors = await boundaryErrors(
      'src/features/portal/containers/BoundaryProbe.tsx',
      "export { flowReducer } from '../../candidate/state';\n",
    );
    expect(errors).toEqual([
      expect.stringContaining('only through its public index: src/features/candidate/index.ts'),
    ]);
    expect(
      await boundaryErrors(
        'src/features/portal/containers/BoundaryProbe.tsx',
        "export { LinkProblemScreen } from '../../candidate';\n",
      ),
    ).toEqual([]);
  });

  it('lets a feature import its own internals', async () => {
    expect(
      await boundaryErrors(
        'src/features/candidate/containers/BoundaryProbe.tsx',
        "export { flowReducer } from '../state';\n",
      ),
    ).toEqual([]);
  });

  it('lets the harness import a feature only through its index.ts', async () => {
    expect(
      await boundaryErrors(
        'harness/app/pages/BoundaryProbe.tsx',
        "export { CandidateFlow } from '../../../src/features/candidate/containers/CandidateFlow';\n",
      ),
    ).toEqual([
      expect.stringContaining('The harness imports a feature only through its public index'),
    ]);
    expect(
      await boundaryErrors(
        'harness/app/pages/BoundaryProbe.tsx',
        "export { CandidateFlow } from '../../../src/features/candidate';\n",
      ),
    ).toEqual([]);
  });

  it('forbids the harness app from importing fixtures', async () => {
    const errors = await boundaryErrors(
      'harness/app/boundary-probe.ts',
      "export * from '../../fixtures/clock';\n",
    );
    expect(errors).toEqual([expect.stringContaining('The harness app is what candidates run')]);
  });

  it('still holds the dependency direction in test files', async () => {
    const errors = await boundaryErrors(
      'src/domain/boundary-probe.test.ts',
      "import { endpoints } from '../api/contract';\nexport const p = endpoints.refresh();\n",
    );
    expect(errors).toEqual([expect.stringContaining('src/domain is pure')]);
  });
});
