import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {stripeDeclineCodes} from '@site/src/data/stripe-decline-codes';
import {useLocalized} from '@site/src/hooks/useLocalized';
import InlineMarkdown from './InlineMarkdown';
import {ResponseCodeLinks} from './ResponseCodeLink';
import ScrollableTable from '../ScrollableTable';

/** Stripe's decline codes with the Kalyna response codes of the same declines. */
export default function StripeDeclineCodes(): ReactNode {
  const localized = useLocalized();
  return (
    <ScrollableTable>
      <thead>
        <tr>
          <th>{translate({id: 'tables.stripeDeclineCodes.stripeCode', message: 'Stripe code'})}</th>
          <th>{translate({id: 'tables.stripeDeclineCodes.kalynaCodes', message: 'Kalyna code'})}</th>
          <th>{translate({id: 'tables.stripeDeclineCodes.note', message: 'Note'})}</th>
        </tr>
      </thead>
      <tbody>
        {stripeDeclineCodes.map((entry) => (
          <tr key={entry.stripeCode}>
            <td>
              <code>{entry.stripeCode}</code>
            </td>
            <td>
              <ResponseCodeLinks codes={entry.kalynaCodes} />
            </td>
            <td>{entry.note && <InlineMarkdown text={localized(entry.note)} />}</td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
