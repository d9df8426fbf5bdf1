import {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {
  examplesWith,
  payoutOutcomes,
  sandboxPayoutRail,
  sandboxPayoutRails,
  type PayoutRail,
  type PayoutTestValue,
  type SandboxPayoutRail,
} from '@site/src/data/sandbox-payout-values';
import {useLocalized} from '@site/src/hooks/useLocalized';
import CopyValueButton from './CopyValueButton';
import InlineMarkdown from './InlineMarkdown';
import ResponseCodeLink from './ResponseCodeLink';
import styles from './styles.module.css';
import ScrollableTable from '../ScrollableTable';

/** Example values one per line; a Pix key with the `pix_key_type` it goes with. */
function Examples({examples, copy}: {examples: PayoutTestValue[]; copy: boolean}): ReactNode {
  return examples.map((example, index) => (
    <Fragment key={example.value}>
      {index > 0 && <br />}
      <code className={styles.cardNumber}>{example.value}</code>
      {example.pixKeyType && (
        <>
          {' '}
          (<code>{example.pixKeyType}</code>)
        </>
      )}
      {copy && <CopyValueButton value={example.value} className={styles.copy} />}
    </Fragment>
  ));
}

/** One rail: each kind of value in its deciding field, with the payout's status, response code and webhooks. */
function RailTable({entry}: {entry: SandboxPayoutRail}): ReactNode {
  const localized = useLocalized();
  return (
    <ScrollableTable>
      <thead>
        <tr>
          <th>
            <code>{entry.field}</code>
          </th>
          <th>{translate({id: 'tables.sandboxPayouts.status', message: 'Status'})}</th>
          <th>{translate({id: 'tables.sandboxPayouts.code', message: 'Response code'})}</th>
          <th>{translate({id: 'tables.sandboxPayouts.result', message: 'What happens'})}</th>
        </tr>
      </thead>
      <tbody>
        {entry.kind === 'disabled' ? (
          <tr>
            <td colSpan={4}>
              <InlineMarkdown text={localized(entry.result)} />
            </td>
          </tr>
        ) : (
          entry.rows.map((row) => (
            <tr key={row.statusCode}>
              <td>
                {localized(row.values) && (
                  <>
                    <InlineMarkdown text={localized(row.values)} />
                    <br />
                  </>
                )}
                <Examples examples={row.examples} copy />
              </td>
              <td>
                <code>{row.status}</code>
              </td>
              <td>
                <ResponseCodeLink code={row.statusCode} />
              </td>
              <td>
                <InlineMarkdown text={localized(row.result)} />
              </td>
            </tr>
          ))
        )}
      </tbody>
    </ScrollableTable>
  );
}

/**
 * Every rail in one row each, for the test-card page: what decides the outcome and an example value per outcome. The
 * rail links to its guide's table, which says what each outcome does.
 */
function Summary(): ReactNode {
  const localized = useLocalized();
  return (
    <ScrollableTable>
      <thead>
        <tr>
          <th>{translate({id: 'tables.sandboxPayouts.rail', message: 'Rail'})}</th>
          <th>{translate({id: 'tables.sandboxPayouts.decidedBy', message: 'Outcome decided by'})}</th>
          {payoutOutcomes.map((outcome) => (
            <th key={outcome.statusCode}>
              <code>{outcome.status}</code> <ResponseCodeLink code={outcome.statusCode} />
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {sandboxPayoutRails.map((entry) => (
          <tr key={entry.rail}>
            <td>
              <Link to={`${entry.routes[0]}#${entry.anchor}`}>{localized(entry.name)}</Link> <code>{entry.rail}</code>
            </td>
            {entry.kind === 'disabled' ? (
              <td colSpan={payoutOutcomes.length + 1}>
                <InlineMarkdown text={localized(entry.result)} />
              </td>
            ) : (
              <>
                <td>
                  <InlineMarkdown text={localized(entry.decidedBy)} />
                </td>
                {payoutOutcomes.map((outcome) => {
                  const examples = examplesWith(entry, outcome);
                  return (
                    <td key={outcome.statusCode}>
                      {examples.length > 0 ? <Examples examples={examples} copy={false} /> : '—'}
                    </td>
                  );
                })}
              </>
            )}
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}

/**
 * The sandbox test values of one payout rail, or with no `rail` a summary of every rail, from
 * src/data/sandbox-payout-values.ts.
 */
export default function SandboxPayoutValues({rail}: {rail?: PayoutRail}): ReactNode {
  return rail ? <RailTable entry={sandboxPayoutRail(rail)} /> : <Summary />;
}
