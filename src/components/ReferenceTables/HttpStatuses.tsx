import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {httpStatuses} from '@site/src/data/http-statuses';
import {useLocalized} from '@site/src/hooks/useLocalized';
import InlineMarkdown from './InlineMarkdown';
import ScrollableTable from '../ScrollableTable';

/** Every HTTP status of the API, when it happens and whether the request may be retried. */
export default function HttpStatuses(): ReactNode {
  const localized = useLocalized();
  return (
    <ScrollableTable>
      <thead>
        <tr>
          <th>{translate({id: 'tables.http.status', message: 'Status'})}</th>
          <th>{translate({id: 'tables.http.when', message: 'When'})}</th>
          <th>{translate({id: 'tables.http.retry', message: 'Retry'})}</th>
        </tr>
      </thead>
      <tbody>
        {httpStatuses.map((entry) => (
          <tr key={entry.status}>
            <td>
              <strong>{entry.status}</strong> {entry.title}
            </td>
            <td>
              <InlineMarkdown text={localized(entry.when)} />
            </td>
            <td>
              <InlineMarkdown text={localized(entry.retry)} />
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
