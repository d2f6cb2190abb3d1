/**
 * The "no side effects in render" rule (scripts/eslint-rules/no-render-side-effects.js) against
 * the two cases issue 34 found, as they were written: InterviewerLinkFlow's clock read through
 * the `now` prop (`const at = now();` in the body) and DebugPanelContainer's module-level
 * WeakMap filled during render by a helper (`numberNew(batches)`, before commit 8dfc110), each
 * reported, and their fixed forms not. The last test runs the project's own config, so the rule
 * is proven on for containers and screens.
 */
import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import rule from './eslint-rules/no-render-side-effects.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});

/** InterviewerLinkFlow.tsx at 9ed9dd2, lines 69-175, cut to the clock read. */
const interviewerLinkClockInRender = `
export function InterviewerLinkFlow({ browserTimeZone, now = Date.now }: Props) {
  const [state, dispatch] = useReducer(interviewerLinkReducer, INITIAL_STATE);
  const editing = state.kind === 'availability' ? state : null;
  const timeZone = editing?.timeZone ?? browserTimeZone;
  const at = now();
  const today = zonedDateKey(at, timeZone);
  const days = editing ? visibleDays(today, editing.days, STRIP_DAYS) : [];
  const problems = new Map<number, RangeProblem>();
  if (editing) {
    for (const day of days) {
      for (const row of editing.days[day] ?? []) {
        const problem = rangeProblem(day, row, timeZone, at);
        if (problem !== null) problems.set(row.id, problem);
      }
    }
  }
  return <Screen days={days} problems={problems} onSave={() => dispatch({ type: 'saved', at: now() })} />;
}
`;

/** The same, with the time read in an effect and kept in state (a local Map stays fine). */
const interviewerLinkClockInState = `
export function InterviewerLinkFlow({ browserTimeZone, now = Date.now }: Props) {
  const [state, dispatch] = useReducer(interviewerLinkReducer, INITIAL_STATE);
  const [at, setAt] = useState(() => now());
  useEffect(() => {
    const timer = setInterval(() => setAt(now()), 60_000);
    return () => clearInterval(timer);
  }, [now]);
  const editing = state.kind === 'availability' ? state : null;
  const timeZone = editing?.timeZone ?? browserTimeZone;
  const today = zonedDateKey(at, timeZone);
  const problems = new Map<number, RangeProblem>();
  for (const row of editing?.rows ?? []) problems.set(row.id, rangeProblem(today, row, timeZone, at));
  const onSave = () => {
    dispatch({ type: 'saved', at: now() });
  };
  return <Screen problems={problems} onSave={onSave} />;
}
`;

/** DebugPanelContainer.tsx before 8dfc110: a module-level WeakMap written during render. */
const debugModuleMapInRender = `
/** Arrival numbers (1 = the first option to arrive), given once per option. */
const numbered = new WeakMap<ResultOption, number>();

function numberNew(batches: Batches): void {
  let place = 0;
  for (const batch of batches) {
    const first = batch[0];
    const last = batch.at(-1);
    if (first === undefined || last === undefined) continue;
    if (!numbered.has(first) || !numbered.has(last)) {
      batch.forEach((option, i) => {
        if (!numbered.has(option)) numbered.set(option, place + i + 1);
      });
    }
    place += batch.length;
  }
}

export default function DebugPanelContainer({ batches, received }: DebugPanelContainerProps) {
  const [visible, setVisible] = useState(DEBUG_PAGE_SIZE);
  const kept = useMemo(() => batches.flat(), [batches]);
  numberNew(batches);
  const shown = kept.slice(0, visible).map((option) => ({
    number: numbered.get(option) ?? 0,
    option,
  }));
  return <DebugPanelScreen total={received} shown={shown} onShowMore={() => setVisible((n) => n + 10)} />;
}
`;

/** Its fix: the numbers derived from the props (a pure function), nothing module-level. */
const debugNumberedPure = `
const NONE = new Map<string, number>();

export function firstNumbered({ batches, kept, starts }: Filtered, count: number) {
  const out = [];
  for (const [b, keep] of kept.entries()) {
    for (const option of keep) {
      if (out.length >= count) return out;
      out.push({ number: (starts[b] ?? 0) + batches[b].indexOf(option) + 1, option });
    }
  }
  return out;
}

export default function DebugPanelContainer({ batches, received }: DebugPanelContainerProps) {
  const [visible, setVisible] = useState(DEBUG_PAGE_SIZE);
  const filtered = useMemo(() => filterAll(batches), [batches]);
  const shown = firstNumbered(filtered, visible);
  const seen = NONE.get('x');
  return <DebugPanelScreen total={received} shown={shown} seen={seen} onShowMore={() => setVisible((n) => n + 10)} />;
}
`;

tester.run('no-render-side-effects', rule, {
  valid: [
    { name: 'InterviewerLinkFlow, the time in state', code: interviewerLinkClockInState },
    { name: 'DebugPanelContainer, numbered by a pure function', code: debugNumberedPure },
    {
      name: 'a module-level map written in an effect and in an event handler',
      code: `
        const seen = new Set<string>();
        export function useSeen(id: string) {
          useEffect(() => { seen.add(id); }, [id]);
          return () => seen.delete(id);
        }`,
    },
    {
      name: 'a helper that reads the clock, called from an effect only',
      code: `
        const stamp = () => Date.now();
        export function Panel() {
          const [at, setAt] = useState(0);
          useEffect(() => { setAt(stamp()); }, []);
          return <p>{at}</p>;
        }`,
    },
    {
      name: 'new Date(value) is not a clock read; outside components nothing is render',
      code: `
        const started = Date.now();
        export function Row({ at }: { at: number }) { return <p>{new Date(at).toISOString()}</p>; }
        export function helper() { return Date.now() - started; }`,
    },
  ],
  invalid: [
    {
      name: 'InterviewerLinkFlow: const at = now() in the body',
      code: interviewerLinkClockInRender,
      errors: [{ messageId: 'clock', data: { what: 'now()' }, line: 6 }],
    },
    {
      name: 'DebugPanelContainer: the module-level WeakMap filled during render by numberNew',
      code: debugModuleMapInRender,
      errors: [{ messageId: 'helper', line: 23 }],
    },
    {
      name: 'a module-level map written in the body, a useMemo, a .map callback',
      code: `
        const cache = new Map<string, number>();
        export const Panel = memo(function ({ id }: { id: string }) {
          cache.set(id, 1);
          const x = useMemo(() => { cache.delete(id); return 1; }, [id]);
          const rows = [id].map((r) => { cache.clear(); return r; });
          return <p>{x}{rows}</p>;
        });`,
      errors: [
        { messageId: 'write', data: { name: 'cache', method: 'set' } },
        { messageId: 'write', data: { name: 'cache', method: 'delete' } },
        { messageId: 'write', data: { name: 'cache', method: 'clear' } },
      ],
    },
    {
      name: 'Date.now(), new Date(), clock.now() and a helper of a helper in a hook',
      code: `
        const today = () => new Date();
        function dayKey() { return today().toISOString(); }
        export function useToday({ clock }: { clock: { now(): number } }) {
          const a = Date.now();
          const b = new Date();
          const c = clock.now();
          return [a, b, c, dayKey()];
        }`,
      errors: [
        { messageId: 'clock', data: { what: 'Date.now()' } },
        { messageId: 'clock', data: { what: 'new Date()' } },
        { messageId: 'clock', data: { what: 'clock.now()' } },
        { messageId: 'helper', data: { name: 'dayKey', effect: 'reads the clock (`new Date()`)' } },
      ],
    },
  ],
});

describe('the project config turns it on for containers and screens', () => {
  const eslint = new ESLint({
    cwd: process.cwd(),
    overrideConfig: [
      {
        ...tseslint.configs.disableTypeChecked,
        languageOptions: { parserOptions: { projectService: false, project: null } },
      },
    ],
  });
  const ruleErrors = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'local/no-render-side-effects');
  };

  const hookWritingModuleMap =
    'const numbered = new WeakMap<object, number>();\n' +
    'export function useNumbers(batch: object) {\n  numbered.set(batch, 1);\n}\n';

  it.each([
    ['src/features/interviewer-link/containers/RenderProbe.tsx', interviewerLinkClockInRender, 1],
    ['src/features/debug/containers/RenderProbe.tsx', debugModuleMapInRender, 1],
    ['src/features/portal/screens/RenderProbe.tsx', interviewerLinkClockInRender, 1],
    ['src/features/debug/containers/RenderProbe.tsx', debugNumberedPure, 0],
    ['src/features/debug/containers/use-numbers.ts', hookWritingModuleMap, 1],
    // Not a container or a screen (a reducer, a test): not this rule's business.
    ['src/features/debug/state.ts', hookWritingModuleMap, 0],
    ['src/features/debug/containers/RenderProbe.test.tsx', debugModuleMapInRender, 0],
  ])('%s', async (filePath, code, count) => {
    expect(await ruleErrors(filePath, code)).toHaveLength(count);
  });
});
