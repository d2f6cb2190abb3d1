// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';
import noRenderSideEffects from './scripts/eslint-rules/no-render-side-effects.js';

/**
 * Dependency direction of DESIGN.md section 1, enforced: each zone lists what files in
 * `target` may not import. `domain` imports nothing of ours; `api` imports only `domain`;
 * `ui` imports nothing of ours but its own theme; screens never import `api` (or
 * containers). These zones hold for every file under `src`, tests included.
 */
export const boundaryZones = [
  {
    target: './src/domain',
    from: './src',
    except: ['./domain'],
    message: 'src/domain is pure: it imports nothing of ours.',
  },
  {
    target: './src/api',
    from: './src',
    except: ['./api', './domain'],
    message: 'src/api may import only src/domain.',
  },
  {
    target: './src/config',
    from: './src',
    except: ['./config', './domain', './api/contract.ts'],
    message: 'src/config reads configuration; it may import src/domain and the API contract.',
  },
  {
    target: './src/ui',
    from: './src',
    except: ['./ui'],
    message: 'src/ui imports nothing of ours but its own theme.',
  },
  {
    target: './src/features/*/screens/**/*',
    from: ['./src/api/**/*', './src/features/*/containers/**/*'],
    message: 'Screens are presentational: data comes in as props, never from src/api.',
  },
];

/**
 * Product areas (DESIGN.md section 2), each in `src/features/<name>` behind its `index.ts`:
 * the ones planned and any folder that exists.
 */
export const FEATURES = [
  ...new Set([
    'candidate',
    'superday',
    'interviewer-link',
    'scheduling-link',
    'portal',
    'chat',
    'debug',
    ...(existsSync('src/features')
      ? readdirSync('src/features', { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => entry.name)
      : []),
  ]),
];

/**
 * A feature never reaches into another: it imports another feature only through that
 * feature's public `index.ts`. The harness app (the production routes) likewise.
 */
export const featureZones = [
  ...FEATURES.flatMap((feature) =>
    FEATURES.filter((other) => other !== feature).map((other) => ({
      target: `./src/features/${feature}`,
      from: `./src/features/${other}`,
      except: ['./index.ts'],
      message: `A feature imports another only through its public index: src/features/${other}/index.ts.`,
    })),
  ),
  ...FEATURES.map((feature) => ({
    target: './harness/app',
    from: `./src/features/${feature}`,
    except: ['./index.ts'],
    message: `The harness imports a feature only through its public index: src/features/${feature}/index.ts.`,
  })),
];

/**
 * Zones for production code only: nothing in `src` imports test data from `fixtures`, nor
 * stories or the harness. Test files (TEST_FILES) may import fixtures; they are the reason
 * fixtures exist.
 */
export const productionZones = [
  { target: './src/domain', from: './fixtures', message: 'src/domain is pure.' },
  {
    target: './src',
    from: ['./fixtures', './harness', './stories'],
    message: 'Production code never imports fixtures, stories or the harness.',
  },
  {
    target: './src',
    from: './src/testing',
    message: 'Production code never imports test support (src/testing).',
  },
  {
    target: './harness/app',
    from: ['./fixtures', './stories', './harness/server', './harness/front'],
    message:
      'The harness app is what candidates run: no fixtures, stories, stand-in or front server.',
  },
];

/**
 * The stand-in server (harness/server, DESIGN.md section 1): it serves the scenarios of
 * `fixtures` over HTTP with the API's contract (src/api) and the pure rules (src/domain), the
 * translation files with the app's language rules (src/i18n), and the built app, whose pages it
 * finds with the app's own route table (harness/app/routes.ts) and renders with its server
 * render (dist-ssr, built from harness/app/server-render.tsx: its types only). Nothing else of
 * the app, no feature, no UI, no story. The other way round, production code never imports
 * the stand-in (productionZones).
 */
export const standInZones = [
  {
    target: './harness/server',
    from: './harness/app',
    except: ['./routes.ts', './server-render.tsx'],
    message:
      "The stand-in may read only the app's route table (harness/app/routes.ts) and its server render's types.",
  },
  {
    target: './harness/server',
    from: './src',
    except: ['./domain', './api', './i18n'],
    message: 'The stand-in may import src/domain, src/api and src/i18n, nothing else of src.',
  },
  {
    target: './harness/server',
    from: ['./stories', './harness/e2e', './.storybook'],
    message: 'The stand-in never imports stories or tests of the app.',
  },
];

/**
 * The front server (harness/front, issue 37) is production code in front of any API: it
 * serves the built app and renders its pages with the app's route table and server render
 * (types only: the render is loaded from the build), the contract (src/api), the pure rules,
 * the language rules and the page configuration (src/config). Never fixtures, the stand-in
 * (harness/server) or stories; the stand-in may use the front's HTTP parts, not the reverse.
 */
export const frontZones = [
  {
    target: './harness/front',
    from: ['./fixtures', './harness/server', './stories', './harness/e2e', './.storybook'],
    message: 'The front server is production code: no fixtures, stand-in, stories or tests.',
  },
  {
    target: './harness/front',
    from: './harness/app',
    except: ['./routes.ts', './server-render.tsx'],
    message:
      "The front server may read only the app's route table (harness/app/routes.ts) and its server render's types.",
  },
  {
    target: './harness/front',
    from: './src',
    except: ['./domain', './api', './i18n', './config'],
    message: 'The front server may import src/domain, src/api, src/i18n and src/config only.',
  },
];

/** Files under `src` that are tests or test support, not production code. */
export const TEST_FILES = [
  'src/**/*.test.ts',
  'src/**/*.test.tsx',
  'src/**/test-helpers.ts',
  // Test support shared by tests (container harness): never imported by production code.
  'src/testing/**',
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-server',
      'release',
      'dist-ssr',
      'reports',
      'coverage',
      'storybook-static*',
      'sb-*',
      'public/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    plugins: {
      'import-x': importX,
      'react-hooks': reactHooks,
      'jsx-a11y': jsxA11y,
      local: { rules: { 'no-render-side-effects': noRenderSideEffects } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...boundaryZones, ...featureZones, ...standInZones, ...frontZones] },
      ],
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
          message: 'Use a seeded generator: tests and fixtures must be deterministic.',
        },
      ],
    },
  },
  {
    // Production code (src and the harness app): the zones above plus "no fixtures, stories or
    // harness". A later block replaces the rule's options, so it lists every zone.
    files: ['src/**', 'harness/app/**'],
    ignores: [...TEST_FILES, 'harness/**/*.test.ts', 'harness/**/*.test.tsx'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...boundaryZones,
            ...featureZones,
            ...standInZones,
            ...frontZones,
            ...productionZones,
          ],
        },
      ],
    },
  },
  {
    // Containers map state to screens (issue 34): a container file stays at 200 lines, a
    // feature's reducer at 400; what grows past that is a hook or a module of its own.
    files: ['src/features/*/containers/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: { 'max-lines': ['error', { max: 200 }] },
  },
  {
    // No side effects in render (issue 34): what the React Compiler rules above miss, a clock
    // read through a helper (`now()` given as a prop) and a module-level map written during
    // render (scripts/eslint-rules/no-render-side-effects.js).
    files: ['src/features/*/containers/**/*.{ts,tsx}', 'src/features/*/screens/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: { 'local/no-render-side-effects': 'error' },
  },
  {
    files: ['src/features/*/state.ts', 'src/features/*/state/**/*.ts'],
    ignores: TEST_FILES,
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  {
    // Pure rules: no clock, no globals of the browser.
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts'],
    rules: {
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'fetch'],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'src/domain is pure: take `now` as a parameter.',
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'src/domain is pure: take `now` as a parameter.',
        },
        {
          selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
          message: 'src/domain is pure and deterministic.',
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  prettier,
);
