import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {responseCodes, responseCodeAnchor, type Stage} from '@site/src/data/response-codes';
import {useLocalized} from '@site/src/hooks/useLocalized';
import InlineMarkdown from './InlineMarkdown';
import ScrollableTable from '../ScrollableTable';

/** The response codes of one stage (or all of them), each row carrying the code's stable anchor. */
export default function ResponseCodes({stage}: {stage?: Stage}): ReactNode {
  const localized = useLocalized();
  const rows = responseCodes.filter((entry) => !stage || entry.stage === stage);
  const brokenLinks = useBrokenLinks();
  // Anchors outside headings must be registered, or links to #code-NNNN would fail the broken-anchor check.
  rows.forEach((entry) => brokenLinks.collectAnchor(responseCodeAnchor(entry.code)));
  const yes = translate({id: 'tables.yes', message: 'Yes'});
  const no = translate({id: 'tables.no', message: 'No'});
  return (
    <ScrollableTable>
      <thead>
        <tr>
          <th>{translate({id: 'tables.responseCodes.code', message: 'Code'})}</th>
          <th>{translate({id: 'tables.responseCodes.reason', message: 'Name'})}</th>
          <th>{translate({id: 'tables.responseCodes.meaning', message: 'Meaning'})}</th>
          <th>{translate({id: 'tables.responseCodes.action', message: 'What to do'})}</th>
          <th>{translate({id: 'tables.responseCodes.retryable', message: 'Retry?'})}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((entry) => (
          <tr key={entry.code} id={responseCodeAnchor(entry.code)}>
            <td>
              <a href={`#${responseCodeAnchor(entry.code)}`}>
                <strong>{entry.code}</strong>
              </a>
            </td>
            <td>
              <code>{entry.reason}</code>
            </td>
            <td>
              <InlineMarkdown text={localized(entry.meaning)} />
            </td>
            <td>
              <InlineMarkdown text={localized(entry.action)} />
            </td>
            <td>{entry.retryable ? yes : no}</td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
