import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {
  otherValuesText,
  sandboxTestValues,
  sandboxValuesOf,
  type SandboxMethod,
  type SandboxMethodValues,
} from '@site/src/data/sandbox-test-values';
import {useLocalized} from '@site/src/hooks/useLocalized';
import CopyValueButton from './CopyValueButton';
import InlineMarkdown from './InlineMarkdown';
import ScrollableTable from '../ScrollableTable';

/**
 * The sandbox test values of one alternative method (its field, each value with its outcome, and what any other value
 * does), or with no `method` those of every method in one table, from src/data/sandbox-test-values.ts.
 */
export default function SandboxTestValues({method}: {method?: SandboxMethod}): ReactNode {
  const localized = useLocalized();
  const methods: SandboxMethodValues[] = method ? [sandboxValuesOf(method)] : sandboxTestValues;
  const methodColumn = method === undefined;
  return (
    <ScrollableTable>
      <thead>
        <tr>
          {methodColumn && <th>{translate({id: 'tables.sandboxValues.method', message: 'Method'})}</th>}
          <th>
            {methodColumn ? (
              translate({id: 'tables.sandboxValues.value', message: 'Test value'})
            ) : (
              <code>{methods[0].field}</code>
            )}
          </th>
          <th>{translate({id: 'tables.sandboxValues.result', message: 'Result'})}</th>
        </tr>
      </thead>
      <tbody>
        {methods.flatMap((entry) => [
          ...entry.values.map((testValue) => (
            <tr key={`${entry.method}-${testValue.value}`}>
              {methodColumn && <td>{localized(entry.name)}</td>}
              <td>
                {methodColumn && (
                  <>
                    <code>{entry.field}</code>{' '}
                  </>
                )}
                <code>{testValue.value}</code> <CopyValueButton value={testValue.value} />
              </td>
              <td>
                <InlineMarkdown text={localized(testValue.result)} />
              </td>
            </tr>
          )),
          <tr key={`${entry.method}-other`}>
            {methodColumn && <td>{localized(entry.name)}</td>}
            <td colSpan={2}>
              <InlineMarkdown text={localized(otherValuesText(entry))} />
            </td>
          </tr>,
        ])}
      </tbody>
    </ScrollableTable>
  );
}
