/**
 * Test support for production-code.test.ts: which exported values of `src/domain` no production
 * code reaches. Read with the TypeScript compiler (symbols, not text), over the production files
 * of `src` and `harness/app` (tests and test support excluded):
 * - a domain export is reached when a production file outside `src/domain` refers to it;
 * - a top-level declaration of a domain module (exported or not) that is reached reaches every
 *   domain declaration it refers to, so a rule used only by another used rule counts too;
 * - types are not values: only functions, variables, classes and enums are checked.
 */
import { relative } from 'node:path';
import ts from 'typescript';
import { productionProgram } from '../src/i18n/key-usage';

/** An exported value of a domain module, as `src/domain/<module>.ts#<name>`. */
export type DomainExport = `src/domain/${string}.ts#${string}`;

const VALUE_FLAGS =
  ts.SymbolFlags.Function | ts.SymbolFlags.Variable | ts.SymbolFlags.Class | ts.SymbolFlags.Enum;

function resolve(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/** The top-level statement of `node`'s file that contains it. */
function topLevelOf(node: ts.Node): ts.Node {
  let current = node;
  while (!ts.isSourceFile(current.parent)) current = current.parent;
  return current;
}

/** The symbols a top-level statement declares (a function, a class, each variable). */
function declaredSymbols(checker: ts.TypeChecker, statement: ts.Node): ts.Symbol[] {
  const names: ts.Node[] = [];
  if (
    (ts.isFunctionDeclaration(statement) ||
      ts.isClassDeclaration(statement) ||
      ts.isEnumDeclaration(statement)) &&
    statement.name
  ) {
    names.push(statement.name);
  } else if (ts.isVariableStatement(statement)) {
    for (const d of statement.declarationList.declarations) names.push(d.name);
  }
  return names
    .map((name) => checker.getSymbolAtLocation(name))
    .filter((s): s is ts.Symbol => s !== undefined);
}

/** Every exported value of `src/domain` that no production code reaches, sorted. */
export function unreachedDomainExports(root: string): DomainExport[] {
  const { program, files } = productionProgram(root);
  const checker = program.getTypeChecker();
  const isDomain = (file: string) => file.startsWith('src/domain/');

  // Every top-level value declaration of the domain, and the exported ones by name.
  const exported = new Map<ts.Symbol, DomainExport>();
  for (const file of files.filter(isDomain)) {
    const source = program.getSourceFile(`${root}/${file}`);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) continue;
    for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
      const target = resolve(checker, symbol);
      const declaredHere = target.declarations?.some((d) => d.getSourceFile() === source);
      if (declaredHere && target.flags & VALUE_FLAGS) {
        exported.set(target, `${file}#${symbol.getName()}` as DomainExport);
      }
    }
  }

  // References: from outside the domain (roots), or from a domain declaration (edges).
  const reached = new Set<ts.Symbol>();
  const edges = new Map<ts.Symbol, Set<ts.Symbol>>();
  const domainDeclarations = new Set<ts.Symbol>();
  for (const file of files) {
    const source = program.getSourceFile(`${root}/${file}`);
    if (!source) continue;
    const inDomain = isDomain(relative(root, source.fileName));
    if (inDomain) {
      for (const statement of source.statements) {
        for (const s of declaredSymbols(checker, statement)) domainDeclarations.add(s);
      }
    }
    const visit = (node: ts.Node): void => {
      if (ts.isIdentifier(node) && !ts.isSourceFile(node.parent)) {
        const found = checker.getSymbolAtLocation(node);
        const symbol = found && resolve(checker, found);
        const declaresIt = symbol?.declarations?.some((d) => 'name' in d && d.name === node);
        if (symbol && !declaresIt) {
          if (!inDomain) {
            reached.add(symbol);
          } else {
            for (const from of declaredSymbols(checker, topLevelOf(node))) {
              const targets = edges.get(from) ?? new Set<ts.Symbol>();
              targets.add(symbol);
              edges.set(from, targets);
            }
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }

  // What reached declarations refer to is reached too.
  const queue = [...reached].filter((s) => domainDeclarations.has(s));
  while (queue.length > 0) {
    const next = queue.pop();
    if (next === undefined) break;
    for (const target of edges.get(next) ?? []) {
      if (!reached.has(target)) {
        reached.add(target);
        queue.push(target);
      }
    }
  }

  return [...exported]
    .filter(([symbol]) => !reached.has(symbol))
    .map(([, name]) => name)
    .sort();
}
