/**
 * Local lint rules about comments.
 *
 * `no-ticket-references`: a comment states the rule or invariant the code relies on; a reader later has
 * the code, not the tracker, so an issue number tells them nothing. Section references to the
 * product documents (`product.md §3`, `seed-spec §6`) stay: those documents ship with the project.
 */
const ticketReference = /\b(?:issues?|tickets?)\s+#?\d+/i;

/** @type {import('eslint').Rule.RuleModule} */
const noTicketReferences = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Comments name the rule they rely on, not a tracker item' },
    schema: [],
    messages: {
      ticket:
        'This comment cites a tracker item ("{{match}}"). State the rule or invariant the code relies on instead.',
    },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const match = ticketReference.exec(comment.value);
          if (match)
            context.report({ loc: comment.loc, messageId: 'ticket', data: { match: match[0].trim() } });
        }
      },
    };
  },
};

export const commentRules = { rules: { 'no-ticket-references': noTicketReferences } };
