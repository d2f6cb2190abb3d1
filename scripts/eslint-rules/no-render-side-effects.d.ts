/** Types of scripts/eslint-rules/no-render-side-effects.js (plain JavaScript, loaded by eslint.config.js). */
import type { Rule } from 'eslint';

declare const rule: Rule.RuleModule;
export default rule;
