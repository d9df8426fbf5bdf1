import type {ReactNode} from 'react';
import {paymentStates, paymentTransitions} from '@site/src/data/payment-states';
import StateMachine from './StateMachine';

/** The payment state machine, from src/data/payment-states.ts, with the response codes of each transition. */
export default function PaymentStateMachine(): ReactNode {
  return <StateMachine states={paymentStates} transitions={paymentTransitions} />;
}
