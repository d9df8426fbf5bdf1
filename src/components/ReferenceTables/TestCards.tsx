import {useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import CopyValueButton from './CopyValueButton';
import {testCards, type TestCard} from '@site/src/data/test-cards';
import ResponseCodeLink from './ResponseCodeLink';
import styles from './styles.module.css';
import ScrollableTable from '../ScrollableTable';

type Filter = Partial<Pick<TestCard, 'scheme' | 'outcome' | 'threeDSecure'>>;

const unique = <T,>(values: T[]): T[] => [...new Set(values)];

/**
 * The test-card matrix: every sandbox card with its outcome, response code, final status and webhooks, filterable
 * by scheme, outcome and 3-D Secure behavior. Without JavaScript it is a plain, complete table.
 */
export default function TestCards({scheme, outcome}: Filter): ReactNode {
  const [filter, setFilter] = useState<Filter>({scheme, outcome});
  const rows = testCards.filter(
    (card) =>
      (!filter.scheme || card.scheme === filter.scheme) &&
      (!filter.outcome || card.outcome === filter.outcome) &&
      (!filter.threeDSecure || card.threeDSecure === filter.threeDSecure),
  );
  const all = translate({id: 'tables.testCards.all', message: 'All'});
  const select = (key: keyof Filter, label: string, values: string[]) => (
    <label className={styles.filter}>
      {label}
      <select
        value={filter[key] ?? ''}
        onChange={(event) => setFilter({...filter, [key]: event.target.value || undefined})}
      >
        <option value="">{all}</option>
        {values.map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <div>
      <div
        className={styles.filters}
        role="group"
        aria-label={translate({id: 'tables.testCards.filters', message: 'Filter test cards'})}
      >
        {select(
          'scheme',
          translate({id: 'tables.testCards.scheme', message: 'Scheme'}),
          unique(testCards.map((card) => card.scheme)),
        )}
        {select(
          'outcome',
          translate({id: 'tables.testCards.outcome', message: 'Outcome'}),
          unique(testCards.map((card) => card.outcome)),
        )}
        {select(
          'threeDSecure',
          translate({id: 'tables.testCards.threeDSecure', message: '3-D Secure'}),
          unique(testCards.map((card) => card.threeDSecure)),
        )}
      </div>
      <ScrollableTable>
        <thead>
          <tr>
            <th>{translate({id: 'tables.testCards.number', message: 'Card number'})}</th>
            <th>{translate({id: 'tables.testCards.scheme', message: 'Scheme'})}</th>
            <th>{translate({id: 'tables.testCards.outcome', message: 'Outcome'})}</th>
            <th>{translate({id: 'tables.testCards.threeDSecure', message: '3-D Secure'})}</th>
            <th>{translate({id: 'tables.testCards.code', message: 'Response code'})}</th>
            <th>{translate({id: 'tables.testCards.finalStatus', message: 'Final status'})}</th>
            <th>{translate({id: 'tables.testCards.webhooks', message: 'Webhooks'})}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((card) => (
            <tr key={card.number} data-card={card.number}>
              <td className={styles.cardNumber}>
                <code>{card.number}</code>
                <CopyValueButton value={card.number} className={styles.copy} />
              </td>
              <td>{card.scheme}</td>
              <td>
                <code>{card.outcome}</code>
              </td>
              <td>{card.threeDSecure}</td>
              <td>
                <ResponseCodeLink code={card.responseCode} />
              </td>
              <td>
                <code>{card.finalStatus}</code>
              </td>
              <td>
                {card.webhooks.map((webhook) => (
                  <code key={webhook} className={styles.webhook}>
                    {webhook}
                  </code>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollableTable>
    </div>
  );
}
