import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import {paymentMethods} from '@site/src/data/payment-methods';
import ScrollableTable from '../ScrollableTable';

/** The map of payment methods: one row per method page, rendered from the data file the method pages share. */
export default function PaymentMethodsTable(): ReactNode {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const yes = translate({id: 'tables.yes', message: 'Yes'});
  const no = translate({id: 'tables.no', message: 'No'});
  return (
    <ScrollableTable>
      <thead>
        <tr>
          <th>{translate({id: 'tables.methods.method', message: 'Method'})}</th>
          <th>{translate({id: 'tables.methods.type', message: 'Type'})}</th>
          <th>{translate({id: 'tables.methods.countries', message: 'Countries'})}</th>
          <th>{translate({id: 'tables.methods.currencies', message: 'Currencies'})}</th>
          <th>{translate({id: 'tables.methods.flow', message: 'Customer journey'})}</th>
          <th>{translate({id: 'tables.methods.twoStep', message: 'Two-step'})}</th>
          <th>{translate({id: 'tables.methods.refunds', message: 'Refunds'})}</th>
          <th>{translate({id: 'tables.methods.recurring', message: 'Recurring'})}</th>
          <th>{translate({id: 'tables.methods.payouts', message: 'Payouts'})}</th>
        </tr>
      </thead>
      <tbody>
        {paymentMethods.map((method) => (
          <tr key={method.id}>
            <td>
              <Link to={method.route}>{currentLocale === 'uk' ? method.nameUk : method.name}</Link>
            </td>
            <td>
              <code>{method.type}</code>
            </td>
            <td>{method.countries.join(', ')}</td>
            <td>{method.currencies.join(', ')}</td>
            <td>{method.flow}</td>
            <td>{method.twoStep ? yes : no}</td>
            <td>
              <code>{method.refunds}</code>
            </td>
            <td>{method.recurring ? yes : no}</td>
            <td>{method.payouts ? yes : no}</td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
