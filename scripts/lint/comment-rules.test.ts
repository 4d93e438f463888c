import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { commentRules } from './comment-rules.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const rule = commentRules.rules!['no-ticket-references']!;

/**
 * A tracker citation such as a word and a number, assembled at run time: the cases below must cite
 * one, and this file's own source must not (the repository is searched for such citations).
 */
function cite(word: string, number: string): string {
  return `${word} ${number}`;
}

new RuleTester().run('no-ticket-references', rule, {
  valid: [
    '/** A due date is computed, never stored. */\nexport const a = 1;',
    '// The refrigerant-use report (product.md §8, seed-spec §6).\nexport const b = 1;',
    '// An issue with the connection is retried once.\nexport const c = 1;',
    "// Colour #636369 reaches 4.5:1.\nexport const d = '#636369';",
  ],
  invalid: [
    {
      code: `// ${cite('Issue', '7')}: indexes only where a query looks.\nexport const a = 1;`,
      errors: [{ messageId: 'ticket' }],
    },
    {
      code: `/** The profile page (${cite('issue', '3')}). */\nexport const b = 1;`,
      errors: [{ messageId: 'ticket' }],
    },
    { code: `/* ${cite('issues', '3')} and 4 */\nexport const c = 1;`, errors: [{ messageId: 'ticket' }] },
    { code: `// see ${cite('ticket', '#12')}\nexport const d = 1;`, errors: [{ messageId: 'ticket' }] },
  ],
});
