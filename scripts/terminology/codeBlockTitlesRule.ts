/**
 * A textlint rule for what prh cannot see: the `title="…"` of a code block is meta data, not text, so a Ukrainian page
 * could keep the English titles "Request", "Response", "Webhook" and "Error". No kept textlint rule reads code-block meta.
 */
import type {TextlintRuleModule} from '@textlint/types';

const englishTitle = /title="(Request|Response|Webhook|Error)\b[^"]*"|title="[^"]*\((browser|server)\)"/;

const codeBlockTitlesRule: TextlintRuleModule = (context) => {
  const {Syntax, RuleError, report, getSource, locator} = context;
  return {
    [Syntax.CodeBlock](node) {
      const openingFence = getSource(node).split('\n', 1)[0];
      const match = englishTitle.exec(openingFence);
      if (!match) return;
      report(
        node,
        new RuleError(
          `English code-block title ${match[0]}: write it in Ukrainian («Запит», «Відповідь», «Вебхук», «Помилка», «браузер»)`,
          {
            padding: locator.range([match.index, match.index + match[0].length]),
          },
        ),
      );
    },
  };
};

export default codeBlockTitlesRule;
