// These two textlint packages ship JavaScript without type declarations.
declare module 'textlint-plugin-mdx' {
  import type {TextlintPluginCreator} from '@textlint/types';
  const plugin: TextlintPluginCreator;
  export default plugin;
}

declare module 'textlint-rule-prh' {
  import type {TextlintRuleModule} from '@textlint/types';
  const rule: TextlintRuleModule;
  export default rule;
}
