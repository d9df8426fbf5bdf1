/**
 * Adds the import of each component that only some pages use (reference tables, the signature checker, the API
 * console) to the pages that use it, at compile time. Pages stay free of import lines, and only the pages that show a
 * component ship its code and data: registering them globally in MDXComponents would put all of src/data into every
 * documentation page's script.
 */
import type {Root} from 'mdast';
import type {MdxjsEsm} from 'mdast-util-mdx';
import {visit} from 'unist-util-visit';

/** Component name → module, for every component a page may use without importing it. */
export const pageComponentModules: Record<string, string> = {
  ResponseCodes: '@site/src/components/ReferenceTables/ResponseCodes',
  ResponseCodeLink: '@site/src/components/ReferenceTables/ResponseCodeLink',
  StripeDeclineCodes: '@site/src/components/ReferenceTables/StripeDeclineCodes',
  HttpStatuses: '@site/src/components/ReferenceTables/HttpStatuses',
  WebhookEvents: '@site/src/components/ReferenceTables/WebhookEvents',
  Glossary: '@site/src/components/ReferenceTables/Glossary',
  TestCards: '@site/src/components/ReferenceTables/TestCards',
  SandboxTestValues: '@site/src/components/ReferenceTables/SandboxTestValues',
  SandboxPayoutValues: '@site/src/components/ReferenceTables/SandboxPayoutValues',
  TestDisputeCards: '@site/src/components/ReferenceTables/TestDisputeCards',
  TestDisputeEvidence: '@site/src/components/ReferenceTables/TestDisputeEvidence',
  PaymentStateMachine: '@site/src/components/ReferenceTables/PaymentStateMachine',
  DisputeStateMachine: '@site/src/components/ReferenceTables/DisputeStateMachine',
  PaymentMethodsTable: '@site/src/components/ReferenceTables/PaymentMethodsTable',
  SignatureChecker: '@site/src/components/SignatureChecker',
  ApiConsole: '@site/src/components/ApiConsole',
};

function importStatement(name: string, source: string): MdxjsEsm {
  return {
    type: 'mdxjsEsm',
    value: `import ${name} from '${source}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name}}],
            source: {type: 'Literal', value: source, raw: `'${source}'`},
            attributes: [],
          },
        ],
      },
    },
  };
}

export default function remarkPageComponentImports() {
  return (tree: Root): void => {
    const used = new Set<string>();
    visit(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
      const name = (node as {name?: string | null}).name;
      if (name && name in pageComponentModules) used.add(name);
    });
    tree.children.unshift(...[...used].map((name) => importStatement(name, pageComponentModules[name])));
  };
}
