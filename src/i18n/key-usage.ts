/**
 * Test support: the key check of `npm test` (scripts/production-code.test.ts). Which translation
 * keys the app's code uses, found with the TypeScript compiler's types, compared with
 * `locales/en`: a key used but missing in English fails, and so does an English key no code
 * uses. Never imported by the
 * app (it loads the compiler).
 *
 * Why types and not a text search (or i18next-parser): most keys here are not a literal at the
 * `t` call. They are `ns:key` strings under `useTranslation([...])`, keys built from codes
 * (`booking:reschedule.reasons.${code}`, `general:timeOfDay.${bucket}`), keys carried as data
 * (`LocalizedText`, form rule messages). The compiler already knows each of them as a union of
 * literal keys (typed keys, resources.ts), so the check reads what the type checker reads:
 * - every call of an i18next `TFunction` (useTranslation's `t`, `i18n.t`, a `t` passed on):
 *   its key argument's type must be a string literal or a union of them; the namespace of a key
 *   without `ns:` is the first namespace of that `t`'s type (`TFunction<['pickDays', 'general']>`);
 * - a key whose type is plain `string` is a problem: give it a union of real keys, or, for a
 *   LocalizedText, go through `translateText` (localized-text.ts, where the domain's texts are
 *   listed). So every dynamic key is accounted for by a type someone wrote down;
 * - every string literal of the code that reads `<namespace>:<key>` must be a key some `t` call
 *   reaches: data that holds a key no `t` can ever get is a problem too (a new LocalizedText
 *   that was not added to DataText, a key in a table nobody translates).
 * Plural forms count as their base key (`days.span` covers `days.span_one`…`_other`).
 */
import { relative } from 'node:path';
import ts from 'typescript';
import { keyInfo } from './test-helpers';

/** A key (`namespace:key`, plural suffix removed) and where the code names it. */
export interface KeyUse {
  readonly key: string;
  /** `path:line`, relative to the root. */
  readonly where: string;
}

export interface KeyScan {
  /** Keys reached by a `t` call. */
  readonly uses: readonly KeyUse[];
  /** String literals shaped like `namespace:key` (whether or not a `t` call reaches them). */
  readonly literals: readonly KeyUse[];
  /** `t` calls whose key is not known statically, already phrased. */
  readonly problems: readonly string[];
}

/** Production code: src and the harness app, without tests and test support. */
export function isProductionFile(path: string): boolean {
  return (
    /^(src|harness\/app)\//.test(path) &&
    /\.tsx?$/.test(path) &&
    !path.endsWith('.d.ts') &&
    !/\.test\.tsx?$/.test(path) &&
    !path.endsWith('/test-helpers.ts') &&
    path !== 'src/i18n/key-usage.ts'
  );
}

/**
 * A program of the production files of `root` (with the tsconfig's options, and i18next.d.ts so
 * `t` is typed), and the relative paths of the files to scan. Built once per root and process:
 * the checks that read the production code (scripts/production-code.test.ts) share it.
 */
const programs = new Map<string, { program: ts.Program; files: string[] }>();
export function productionProgram(root: string): { program: ts.Program; files: string[] } {
  const known = programs.get(root);
  if (known) return known;
  const config = ts.getParsedCommandLineOfConfigFile(
    `${root}/tsconfig.json`,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  if (!config) throw new Error(`key-usage: cannot read ${root}/tsconfig.json`);
  const files = config.fileNames.filter((file) => isProductionFile(relative(root, file)));
  const typings = config.fileNames.filter((file) => file.endsWith('src/i18n/i18next.d.ts'));
  const program = ts.createProgram([...files, ...typings], config.options);
  const built = { program, files: files.map((file) => relative(root, file)) };
  programs.set(root, built);
  return built;
}

/** The namespace a key without `ns:` goes to: the first namespace of the `t`'s type, if known. */
function namespaceOfT(checker: ts.TypeChecker, type: ts.Type): string | null {
  const [ns] = checker.getTypeArguments(type as ts.TypeReference);
  if (ns === undefined) return null;
  const first = checker.isTupleType(ns) ? checker.getTypeArguments(ns as ts.TypeReference)[0] : ns;
  return first?.isStringLiteral() === true ? first.value : null;
}

/** True when `type` is i18next's `TFunction` (any namespaces). */
function isTFunction(type: ts.Type): boolean {
  const declaration = type.getSymbol()?.declarations?.[0];
  return (
    type.getSymbol()?.getName() === 'TFunction' &&
    declaration !== undefined &&
    /node_modules\/i18next\//.test(declaration.getSourceFile().fileName)
  );
}

/** The literal keys a key argument can be, or null when its type is not literal strings. */
function literalKeys(checker: ts.TypeChecker, arg: ts.Expression): string[] | null {
  if (ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg)) return [arg.text];
  if (ts.isArrayLiteralExpression(arg)) {
    const keys = arg.elements.map((element) => literalKeys(checker, element));
    return keys.every((k) => k !== null) ? keys.flat() : null;
  }
  const type = checker.getTypeAtLocation(arg);
  const members = type.isUnion() ? type.types : [type];
  const keys: string[] = [];
  for (const member of members) {
    if (!member.isStringLiteral()) return null;
    keys.push(member.value);
  }
  return keys;
}

const LITERAL_KEY = /^([A-Za-z][\w-]*):([\w.-]+)$/;

/** `ns:key` with its plural suffix removed. */
function baseKey(ns: string, key: string): string {
  return `${ns}:${keyInfo(key).base}`;
}

/**
 * The keys `files` (paths relative to `root`, all in `program`) use, for the namespaces of
 * `namespaces`.
 */
export function scanKeyUsage(
  program: ts.Program,
  root: string,
  files: readonly string[],
  namespaces: ReadonlySet<string>,
): KeyScan {
  const checker = program.getTypeChecker();
  const uses: KeyUse[] = [];
  const literals: KeyUse[] = [];
  const problems: string[] = [];

  const addUse = (key: string, ns: string | null, where: string): void => {
    const prefixed = LITERAL_KEY.exec(key);
    if (prefixed?.[1] !== undefined && prefixed[2] !== undefined && namespaces.has(prefixed[1])) {
      uses.push({ key: baseKey(prefixed[1], prefixed[2]), where });
    } else if (ns !== null) {
      uses.push({ key: baseKey(ns, key), where });
    } else {
      problems.push(
        `${where}: "${key}" has no namespace and this t's namespace is unknown; write it as namespace:key`,
      );
    }
  };

  for (const file of files) {
    const source = program.getSourceFile(`${root}/${file}`);
    if (!source) throw new Error(`key-usage: ${file} is not in the program`);
    const whereOf = (node: ts.Node): string =>
      `${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;

    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && node.arguments[0] !== undefined) {
        const callee = checker.getTypeAtLocation(node.expression);
        if (isTFunction(callee)) {
          const where = whereOf(node);
          const keys = literalKeys(checker, node.arguments[0]);
          if (keys === null) {
            const shown = checker.typeToString(checker.getTypeAtLocation(node.arguments[0]));
            problems.push(
              `${where}: t() gets a key of type ${shown}; give it a union of real keys (a LocalizedText goes through translateText)`,
            );
          } else {
            const ns = namespaceOfT(checker, callee);
            for (const key of keys) addUse(key, ns, where);
          }
        }
      }
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        const m = LITERAL_KEY.exec(node.text);
        if (m?.[1] !== undefined && m[2] !== undefined && namespaces.has(m[1])) {
          literals.push({ key: baseKey(m[1], m[2]), where: whereOf(node) });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { uses, literals, problems };
}

/**
 * The problems of a scan against the English keys (`namespace:key`, plural suffixes removed):
 * the scan's own, then keys used but missing in English, keys written in the code that no `t`
 * call reaches, and English keys no code uses. Each names the key and where to look.
 */
export function checkKeyUsage(scan: KeyScan, english: ReadonlySet<string>): string[] {
  const problems = [...scan.problems];
  const used = new Set(scan.uses.map((use) => use.key));
  const fileOf = (key: string): string => `locales/en/${key.slice(0, key.indexOf(':'))}.json`;

  const missing = new Map<string, string[]>();
  for (const { key, where } of [...scan.uses, ...scan.literals]) {
    if (!english.has(key)) missing.set(key, [...(missing.get(key) ?? []), where]);
  }
  for (const [key, where] of missing) {
    problems.push(
      `${key} is in the code (${[...new Set(where)].join(', ')}) but not in ${fileOf(key)}`,
    );
  }
  for (const { key, where } of scan.literals) {
    if (english.has(key) && !used.has(key)) {
      problems.push(
        `${where}: "${key}" is written as a key but no t() call reaches it; translate it, or add its text to DataText (src/i18n/localized-text.ts)`,
      );
    }
  }
  for (const key of [...english].sort()) {
    if (!used.has(key)) {
      problems.push(`${fileOf(key)} has ${key.slice(key.indexOf(':') + 1)}, which no code uses`);
    }
  }
  return problems;
}
