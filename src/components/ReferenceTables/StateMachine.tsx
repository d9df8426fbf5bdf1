import {useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {useLocalized, type LocalizedText} from '@site/src/hooks/useLocalized';
import InlineMarkdown from './InlineMarkdown';
import {ResponseCodeLinks} from './ResponseCodeLink';
import styles from './styles.module.css';
import ScrollableTable from '../ScrollableTable';

export interface MachineState {
  status: string;
  final: boolean;
  description: LocalizedText;
}

export interface MachineTransition {
  from: string;
  to: string;
  trigger: LocalizedText;
  operation?: string;
  webhook: string;
  /** Payment transitions name the response codes that can come with them. */
  responseCodes?: number[];
  /** Dispute transitions into a final status name the `closed_reason` they set. */
  closedReason?: string;
}

/**
 * A status machine (payments, disputes). Without JavaScript it is the full table of transitions; with it the reader
 * picks a state and sees only what can happen next. The response-code column appears only when the transitions have
 * codes.
 */
export default function StateMachine({
  states,
  transitions,
}: {
  states: MachineState[];
  transitions: MachineTransition[];
}): ReactNode {
  const localized = useLocalized();
  const [selected, setSelected] = useState<string | null>(null);
  const rows = transitions.filter((transition) => !selected || transition.from === selected);
  const selectedState = states.find((state) => state.status === selected);
  const showCodes = transitions.some((transition) => transition.responseCodes !== undefined);
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
        {states.map((state) => (
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
      <ScrollableTable>
        <thead>
          <tr>
            <th>{translate({id: 'stateMachine.from', message: 'From'})}</th>
            <th>{translate({id: 'stateMachine.to', message: 'To'})}</th>
            <th>{translate({id: 'stateMachine.trigger', message: 'What causes it'})}</th>
            <th>{translate({id: 'stateMachine.webhook', message: 'Webhook'})}</th>
            {showCodes && <th>{translate({id: 'stateMachine.codes', message: 'Response codes'})}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((transition) => (
            // one pair of statuses can have several causes (accepting, or letting the due date pass)
            <tr key={`${transition.from}-${transition.to}-${transition.closedReason ?? transition.operation ?? ''}`}>
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
                {transition.closedReason && (
                  <>
                    <br />
                    <code>closed_reason: {transition.closedReason}</code>
                  </>
                )}
              </td>
              <td>
                <code>{transition.webhook}</code>
              </td>
              {showCodes && (
                <td>
                  <ResponseCodeLinks codes={transition.responseCodes ?? []} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </ScrollableTable>
    </div>
  );
}
