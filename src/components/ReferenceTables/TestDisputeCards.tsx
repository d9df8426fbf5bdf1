import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {disputeOpensText, disputeTestCards} from '@site/src/data/test-cards';
import {useLocalized} from '@site/src/hooks/useLocalized';
import CopyValueButton from './CopyValueButton';
import styles from './styles.module.css';
import ScrollableTable from '../ScrollableTable';

/**
 * The sandbox cards whose captured payments are disputed: the dispute each one opens, its reason code and when it
 * opens, from src/data/test-cards.ts.
 */
export default function TestDisputeCards(): ReactNode {
  const localized = useLocalized();
  return (
    <ScrollableTable>
      <thead>
        <tr>
          <th>{translate({id: 'tables.testCards.number', message: 'Card number'})}</th>
          <th>{translate({id: 'tables.testCards.scheme', message: 'Scheme'})}</th>
          <th>{translate({id: 'tables.testDisputes.status', message: 'Dispute status'})}</th>
          <th>{translate({id: 'tables.testDisputes.reason', message: 'Reason code'})}</th>
          <th>{translate({id: 'tables.testDisputes.opens', message: 'Opens'})}</th>
        </tr>
      </thead>
      <tbody>
        {disputeTestCards.map((card) => (
          <tr key={card.number}>
            <td className={styles.cardNumber}>
              <code>{card.number}</code>
              <CopyValueButton value={card.number} className={styles.copy} />
            </td>
            <td>{card.scheme}</td>
            <td>
              <code>{card.dispute.status}</code>
            </td>
            <td>
              <code>{card.dispute.reasonCode}</code> (<code>{card.dispute.reasonFamily}</code>)
            </td>
            <td>{localized(disputeOpensText(card.dispute))}</td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
