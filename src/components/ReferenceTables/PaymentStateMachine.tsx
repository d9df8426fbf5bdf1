import {useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {paymentStates, paymentTransitions, type PaymentStatus} from '@site/src/data/payment-states';
import {useLocalized} from '@site/src/hooks/useLocalized';
import InlineMarkdown from './InlineMarkdown';
import ResponseCodeLink from './ResponseCodeLink';
import styles from './styles.module.css';

/**
 * The payment state machine. Without JavaScript it is the full table of transitions; with it the reader picks a
 * state and sees only what can happen next. Rows and buttons come from src/data/payment-states.ts.
 */
export default function PaymentStateMachine(): ReactNode {
  const localized = useLocalized();
  const [selected, setSelected] = useState<PaymentStatus | null>(null);
  const rows = paymentTransitions.filter((transition) => !selected || transition.from === selected);
  const selectedState = paymentStates.find((state) => state.status === selected);
  return (
    <div>
      <div
        className={styles.states}
        role="group"
        aria-label={translate({id: 'stateMachine.choose', message: 'Choose a status'})}
      >
        <button
          type="button"
          className={`button button--sm ${selected === null ? 'button--primary' : 'button--secondary'}`}
          aria-pressed={selected === null}
          onClick={() => setSelected(null)}
        >
          {translate({id: 'stateMachine.all', message: 'All transitions'})}
        </button>
        {paymentStates.map((state) => (
          <button
            key={state.status}
            type="button"
            className={`button button--sm ${selected === state.status ? 'button--primary' : 'button--secondary'}`}
            aria-pressed={selected === state.status}
            onClick={() => setSelected(state.status)}
          >
            {state.status}
          </button>
        ))}
      </div>
      {selectedState && (
        <p aria-live="polite">
          <code>{selectedState.status}</code>: <InlineMarkdown text={localized(selectedState.description)} />{' '}
          {selectedState.final && rows.length === 0 && (
            <span className={styles.final}>
              {translate({id: 'stateMachine.final', message: 'This status is final: nothing can change it.'})}
            </span>
          )}
        </p>
      )}
      <table>
        <thead>
          <tr>
            <th>{translate({id: 'stateMachine.from', message: 'From'})}</th>
            <th>{translate({id: 'stateMachine.to', message: 'To'})}</th>
            <th>{translate({id: 'stateMachine.trigger', message: 'What causes it'})}</th>
            <th>{translate({id: 'stateMachine.webhook', message: 'Webhook'})}</th>
            <th>{translate({id: 'stateMachine.codes', message: 'Response codes'})}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((transition) => (
            <tr key={`${transition.from}-${transition.to}`}>
              <td>
                <code>{transition.from}</code>
              </td>
              <td>
                <code>{transition.to}</code>
              </td>
              <td>
                <InlineMarkdown text={localized(transition.trigger)} />
                {transition.operation && (
                  <>
                    <br />
                    <code>{transition.operation}</code>
                  </>
                )}
              </td>
              <td>
                <code>{transition.webhook}</code>
              </td>
              <td>
                {transition.responseCodes.map((code, index) => (
                  <span key={code}>
                    {index > 0 && ', '}
                    <ResponseCodeLink code={code} />
                  </span>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
