import type {ReactNode} from 'react';
import {disputeStates, disputeTransitions} from '@site/src/data/dispute-states';
import StateMachine from './StateMachine';

/** The dispute state machine, from src/data/dispute-states.ts, with the `closed_reason` each ending sets. */
export default function DisputeStateMachine(): ReactNode {
  return <StateMachine states={disputeStates} transitions={disputeTransitions} />;
}
