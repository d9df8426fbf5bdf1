import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {disputeEvidenceField, otherDisputeEvidence, testDisputeEvidence} from '@site/src/data/test-cards';
import {useLocalized} from '@site/src/hooks/useLocalized';
import CopyValueButton from './CopyValueButton';
import InlineMarkdown from './InlineMarkdown';
import ScrollableTable from '../ScrollableTable';

/** The evidence texts that decide a sandbox dispute, and what any other evidence does, from src/data/test-cards.ts. */
export default function TestDisputeEvidence(): ReactNode {
  const localized = useLocalized();
  return (
    <ScrollableTable>
      <thead>
        <tr>
          <th>
            <code>{disputeEvidenceField}</code>
          </th>
          <th>{translate({id: 'tables.sandboxValues.result', message: 'Result'})}</th>
        </tr>
      </thead>
      <tbody>
        {testDisputeEvidence.map((entry) => (
          <tr key={entry.value}>
            <td>
              <code>{entry.value}</code> <CopyValueButton value={entry.value} />
            </td>
            <td>
              <InlineMarkdown text={localized(entry.result)} />
            </td>
          </tr>
        ))}
        <tr>
          <td colSpan={2}>
            <InlineMarkdown text={localized(otherDisputeEvidence)} />
          </td>
        </tr>
      </tbody>
    </ScrollableTable>
  );
}
