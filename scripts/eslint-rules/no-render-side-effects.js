// @ts-check
/**
 * No side effects in render (issue 34), for containers and screens: the React Compiler rules of
 * eslint-plugin-react-hooks (purity, refs, set-state-in-render) see `Date.now()` in a component,
 * but not a clock read through a helper (`now()` given as a prop) nor a module-level map written
 * during render. This rule reports, in the body of a component or a hook (and in what runs with
 * it: a `useMemo` callback, the callback of an array method such as `.map`):
 *
 * - a clock read: a call of a function named `now` or `clock`, of any `.now()` (`Date.now()`,
 *   `performance.now()`, `clock.now()`), or `new Date()` without arguments;
 * - a write to a module-level `Map`, `Set`, `WeakMap` or `WeakSet`: `.set()`, `.add()`,
 *   `.delete()`, `.clear()`;
 * - a call of a module-level function of the same file that does either (directly or through
 *   another such function), e.g. `numberNew(batches)` whose body fills a module-level WeakMap.
 *
 * What runs later is not render and is not reported: effects, event handlers, any other
 * callback or function defined in the body, and `useState`/`useReducer` initialisers (the
 * way to keep a `now` read once in state). A component is a function named in PascalCase (or
 * given to `memo`/`forwardRef`, or a file's default export); a hook is a function named `use…`.
 */

const CLOCK_NAMES = new Set(['now', 'clock']);
const COLLECTIONS = new Set(['Map', 'Set', 'WeakMap', 'WeakSet']);
const WRITES = new Set(['set', 'add', 'delete', 'clear']);
/** Array methods whose callback runs at once, during the call (so during render). */
const SYNC_CALLBACK_METHODS = new Set([
  'map',
  'forEach',
  'filter',
  'reduce',
  'reduceRight',
  'some',
  'every',
  'find',
  'findIndex',
  'findLast',
  'findLastIndex',
  'flatMap',
  'sort',
  'toSorted',
]);
/** Hooks whose callback runs during render. */
const RENDER_CALLBACK_HOOKS = new Set(['useMemo']);

/** @typedef {import('estree').Node & { parent?: any }} AnyNode */

/** @param {any} node */
const isFunction = (node) =>
  node.type === 'FunctionDeclaration' ||
  node.type === 'FunctionExpression' ||
  node.type === 'ArrowFunctionExpression';

/** @param {any} callee */
function calleeName(callee) {
  if (callee.type === 'Identifier') return callee.name;
  if (
    callee.type === 'MemberExpression' &&
    !callee.computed &&
    callee.property.type === 'Identifier'
  ) {
    return callee.property.name;
  }
  return null;
}

/** The name a function is known by: its own, or the variable it is assigned to. */
/** @param {any} fn */
function functionName(fn) {
  if (fn.id?.name) return fn.id.name;
  const parent = fn.parent;
  if (parent?.type === 'VariableDeclarator' && parent.id.type === 'Identifier')
    return parent.id.name;
  return null;
}

/** @param {any} fn */
function isComponentOrHook(fn) {
  const name = functionName(fn);
  if (name !== null) return /^[A-Z]/.test(name) || /^use[A-Z0-9]/.test(name);
  const parent = fn.parent;
  if (parent?.type === 'ExportDefaultDeclaration') return true;
  if (parent?.type === 'CallExpression' && parent.arguments[0] === fn) {
    const called = calleeName(parent.callee);
    return called === 'memo' || called === 'forwardRef';
  }
  return false;
}

/** A function that runs when the function around it runs (so in render, if that is render). */
/** @param {any} fn */
function runsWithParent(fn) {
  const parent = fn.parent;
  if (parent?.type !== 'CallExpression' || !parent.arguments.includes(fn)) return false;
  const name = calleeName(parent.callee);
  if (name === null) return false;
  if (RENDER_CALLBACK_HOOKS.has(name)) return true;
  if (parent.callee.type === 'MemberExpression' && SYNC_CALLBACK_METHODS.has(name)) return true;
  // Array.from(list, fn)
  return (
    name === 'from' &&
    parent.callee.type === 'MemberExpression' &&
    parent.callee.object.type === 'Identifier' &&
    parent.callee.object.name === 'Array'
  );
}

/** The function whose execution `node` is part of (null: module level). */
/** @param {any} node */
function owner(node) {
  for (let at = node.parent; at; at = at.parent) {
    if (isFunction(at) && !runsWithParent(at)) return at;
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'No clock read and no write to module-level state in the render of a component or hook',
    },
    schema: [],
    messages: {
      clock:
        'Reads the clock during render (`{{what}}`): read it in an effect or an event handler, or keep the time in state.',
      write:
        'Writes the module-level `{{name}}` during render (`.{{method}}()`): keep it in state or derive it with useMemo.',
      helper:
        'Calls `{{name}}` during render, and it {{effect}}: call it from an effect or an event handler, or make it pure.',
    },
  },
  create(context) {
    const sourceCode = context.sourceCode;

    /** Module-level functions of this file by name. */
    /** @type {Map<string, any>} */
    const helpers = new Map();
    /** What each function does directly: a description, or null. */
    /** @type {Map<any, string>} */
    const direct = new Map();
    /** Calls of module-level helpers, with the function they are made from. */
    /** @type {{ node: any, name: string, from: any }[]} */
    const calls = [];
    /** @type {{ node: any, messageId: string, data: Record<string, string>, from: any }[]} */
    const effects = [];

    /** @param {any} node @param {string} name */
    function moduleCollection(node, name) {
      /** @type {any} */
      let scope = sourceCode.getScope(node);
      while (scope) {
        const variable = scope.set.get(name);
        if (variable) {
          if (scope.type !== 'module' && scope.type !== 'global') return false;
          const def = variable.defs[0]?.node;
          let init = def?.type === 'VariableDeclarator' ? def.init : null;
          while (
            init &&
            (init.type === 'TSAsExpression' || init.type === 'TSSatisfiesExpression')
          ) {
            init = init.expression;
          }
          return (
            init?.type === 'NewExpression' &&
            init.callee.type === 'Identifier' &&
            COLLECTIONS.has(init.callee.name)
          );
        }
        scope = scope.upper;
      }
      return false;
    }

    /** @param {any} node @param {string} messageId @param {Record<string, string>} data */
    function effect(node, messageId, data) {
      const from = owner(node);
      if (from === null) return;
      effects.push({ node, messageId, data, from });
      if (!direct.has(from)) {
        direct.set(
          from,
          messageId === 'clock'
            ? `reads the clock (\`${data.what}\`)`
            : `writes the module-level \`${data.name}\``,
        );
      }
    }

    return {
      Program(program) {
        for (const statement of program.body) {
          const declaration =
            statement.type === 'ExportNamedDeclaration' ||
            statement.type === 'ExportDefaultDeclaration'
              ? statement.declaration
              : statement;
          if (!declaration) continue;
          if (declaration.type === 'FunctionDeclaration' && declaration.id) {
            helpers.set(declaration.id.name, declaration);
          } else if (declaration.type === 'VariableDeclaration') {
            for (const d of declaration.declarations) {
              if (d.id.type === 'Identifier' && d.init && isFunction(d.init))
                helpers.set(d.id.name, d.init);
            }
          }
        }
      },
      NewExpression(node) {
        if (
          node.callee.type === 'Identifier' &&
          node.callee.name === 'Date' &&
          node.arguments.length === 0
        ) {
          effect(node, 'clock', { what: 'new Date()' });
        }
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type === 'Identifier') {
          if (CLOCK_NAMES.has(callee.name)) {
            effect(node, 'clock', { what: `${callee.name}()` });
          } else if (helpers.has(callee.name)) {
            calls.push({ node, name: callee.name, from: owner(node) });
          }
          return;
        }
        if (
          callee.type !== 'MemberExpression' ||
          callee.computed ||
          callee.property.type !== 'Identifier'
        )
          return;
        const method = callee.property.name;
        if (method === 'now') {
          effect(node, 'clock', { what: `${sourceCode.getText(callee)}()` });
        } else if (
          WRITES.has(method) &&
          callee.object.type === 'Identifier' &&
          moduleCollection(node, callee.object.name)
        ) {
          effect(node, 'write', { name: callee.object.name, method });
        }
      },
      'Program:exit'() {
        // What each module-level helper does, through the helpers it calls too.
        /** @type {Map<any, string>} */
        const does = new Map(direct);
        for (let changed = true; changed;) {
          changed = false;
          for (const call of calls) {
            const target = helpers.get(call.name);
            const what = does.get(target);
            if (what !== undefined && call.from !== null && !does.has(call.from)) {
              does.set(call.from, what);
              changed = true;
            }
          }
        }
        for (const { node, messageId, data, from } of effects) {
          if (isComponentOrHook(from)) context.report({ node, messageId, data });
        }
        for (const call of calls) {
          const target = helpers.get(call.name);
          const what = does.get(target);
          if (what === undefined || call.from === null || isComponentOrHook(target)) continue;
          if (isComponentOrHook(call.from)) {
            context.report({
              node: call.node,
              messageId: 'helper',
              data: { name: call.name, effect: what },
            });
          }
        }
      },
    };
  },
};

export default rule;
