/**
 * The dispute status machine: one place defines which transitions exist, what causes them, which API operation (if
 * any) makes them and which webhook fires. The disputes pages draw it; tests check it against openapi.yaml and check
 * every transition a page names.
 */
export type DisputeStatus =
  'inquiry' | 'needs_response' | 'under_review' | 'pre_arbitration' | 'arbitration' | 'won' | 'lost' | 'closed';

export type DisputeClosedReason =
  | 'evidence_accepted'
  | 'evidence_rejected'
  | 'accepted_by_merchant'
  | 'no_response'
  | 'cardholder_withdrew'
  | 'inquiry_answered';

export interface DisputeStateInfo {
  status: DisputeStatus;
  final: boolean;
  description: {en: string; uk: string};
}

export interface DisputeTransition {
  from: DisputeStatus;
  to: DisputeStatus;
  /** What moves the dispute: your API call, the issuer, the scheme or the passing of `evidence_due_by`. */
  trigger: {en: string; uk: string};
  operation?: string;
  webhook: string;
  /** The `closed_reason` a transition into a final status sets. */
  closedReason?: DisputeClosedReason;
}

const text = (en: string, uk: string) => ({en, uk});

export const disputeStates: DisputeStateInfo[] = [
  {
    status: 'inquiry',
    final: false,
    description: text(
      'A retrieval request: the issuer asks for information. No money has moved; answer with evidence by `evidence_due_by`.',
      'Запит на копію документів: банк-емітент просить інформацію. Кошти не рухалися; надішліть докази до `evidence_due_by`.',
    ),
  },
  {
    status: 'needs_response',
    final: false,
    description: text(
      'A chargeback: the amount and the fee are debited from your balance. Submit evidence or accept by `evidence_due_by`.',
      'Чарджбек: суму й комісію списано з вашого балансу. Надішліть докази або погодьтеся з чарджбеком до `evidence_due_by`.',
    ),
  },
  {
    status: 'under_review',
    final: false,
    description: text(
      'Your evidence was sent to the issuer; nothing can be added now.',
      'Ваші докази надіслано банку-емітенту; додати нічого вже не можна.',
    ),
  },
  {
    status: 'pre_arbitration',
    final: false,
    description: text(
      'The issuer disputes again after your evidence. Submit more evidence or accept by `evidence_due_by`.',
      'Банк-емітент знову оскаржує платіж після ваших доказів. Надішліть нові докази або погодьтеся з диспутом до `evidence_due_by`.',
    ),
  },
  {
    status: 'arbitration',
    final: false,
    description: text(
      'The card scheme decides; no more evidence is accepted.',
      'Рішення ухвалює платіжна система; нові докази вже не приймаються.',
    ),
  },
  {
    status: 'won',
    final: true,
    description: text(
      'Decided in your favor; the amount and the fee are credited back.',
      'Диспут вирішено на вашу користь; суму й комісію повернуто на баланс.',
    ),
  },
  {
    status: 'lost',
    final: true,
    description: text(
      'Decided against you, accepted by you or not answered in time; `closed_reason` says which.',
      'Диспут завершився не на вашу користь: так вирішив банк чи платіжна система, ви з ним погодилися або не відповіли вчасно; що саме — показує `closed_reason`.',
    ),
  },
  {
    status: 'closed',
    final: true,
    description: text(
      'An inquiry ended without a chargeback; no money moved.',
      'Запит на копію документів закрито без чарджбеку; кошти не рухалися.',
    ),
  },
];

const saveEvidence = 'POST /disputes/{id}/evidence';
const accept = 'POST /disputes/{id}/accept';

export const disputeTransitions: DisputeTransition[] = [
  {
    from: 'inquiry',
    to: 'inquiry',
    trigger: text(
      'You save a draft of evidence (`submit: false`).',
      'Ви зберігаєте чернетку доказів (`submit: false`).',
    ),
    operation: saveEvidence,
    webhook: 'dispute.updated',
  },
  {
    from: 'inquiry',
    to: 'under_review',
    trigger: text('You submit evidence (`submit: true`).', 'Ви надсилаєте докази (`submit: true`).'),
    operation: saveEvidence,
    webhook: 'dispute.updated',
  },
  {
    from: 'inquiry',
    to: 'lost',
    trigger: text(
      '`evidence_due_by` passes with nothing submitted. No money moves, but the issuer may open a chargeback, which arrives as a new dispute.',
      '`evidence_due_by` минає, а докази не надіслано. Кошти не рухаються, але банк-емітент може відкрити чарджбек, і він надійде як новий диспут.',
    ),
    webhook: 'dispute.lost',
    closedReason: 'no_response',
  },
  {
    from: 'needs_response',
    to: 'needs_response',
    trigger: text(
      'You save a draft of evidence (`submit: false`).',
      'Ви зберігаєте чернетку доказів (`submit: false`).',
    ),
    operation: saveEvidence,
    webhook: 'dispute.updated',
  },
  {
    from: 'needs_response',
    to: 'under_review',
    trigger: text('You submit evidence (`submit: true`).', 'Ви надсилаєте докази (`submit: true`).'),
    operation: saveEvidence,
    webhook: 'dispute.updated',
  },
  {
    from: 'needs_response',
    to: 'lost',
    trigger: text('You accept the chargeback.', 'Ви погоджуєтеся з чарджбеком.'),
    operation: accept,
    webhook: 'dispute.lost',
    closedReason: 'accepted_by_merchant',
  },
  {
    from: 'needs_response',
    to: 'lost',
    trigger: text(
      '`evidence_due_by` passes with nothing submitted.',
      '`evidence_due_by` минає, а докази не надіслано.',
    ),
    webhook: 'dispute.lost',
    closedReason: 'no_response',
  },
  {
    from: 'needs_response',
    to: 'won',
    trigger: text('The cardholder withdraws the dispute.', 'Власник картки відкликає диспут.'),
    webhook: 'dispute.won',
    closedReason: 'cardholder_withdrew',
  },
  {
    from: 'under_review',
    to: 'closed',
    trigger: text(
      'The issuer is satisfied with your answer to an inquiry; no chargeback follows.',
      'Відповідь на запит задовольнила банк-емітента; чарджбеку не буде.',
    ),
    webhook: 'dispute.closed',
    closedReason: 'inquiry_answered',
  },
  {
    from: 'under_review',
    to: 'won',
    trigger: text('The issuer accepts your evidence.', 'Банк-емітент приймає ваші докази.'),
    webhook: 'dispute.won',
    closedReason: 'evidence_accepted',
  },
  {
    from: 'under_review',
    to: 'won',
    trigger: text('The cardholder withdraws the dispute.', 'Власник картки відкликає диспут.'),
    webhook: 'dispute.won',
    closedReason: 'cardholder_withdrew',
  },
  {
    from: 'under_review',
    to: 'lost',
    trigger: text(
      'The issuer rejects your evidence and the case ends.',
      'Банк-емітент відхиляє ваші докази, і справу завершено.',
    ),
    webhook: 'dispute.lost',
    closedReason: 'evidence_rejected',
  },
  {
    from: 'under_review',
    to: 'pre_arbitration',
    trigger: text(
      'The issuer disputes again after your evidence.',
      'Банк-емітент знову оскаржує платіж після ваших доказів.',
    ),
    webhook: 'dispute.updated',
  },
  {
    from: 'under_review',
    to: 'arbitration',
    trigger: text(
      'After pre-arbitration, the issuer takes the case to the card scheme.',
      'Після передарбітражу банк-емітент передає справу платіжній системі.',
    ),
    webhook: 'dispute.updated',
  },
  {
    from: 'pre_arbitration',
    to: 'pre_arbitration',
    trigger: text(
      'You save a draft of evidence (`submit: false`).',
      'Ви зберігаєте чернетку доказів (`submit: false`).',
    ),
    operation: saveEvidence,
    webhook: 'dispute.updated',
  },
  {
    from: 'pre_arbitration',
    to: 'under_review',
    trigger: text('You submit more evidence (`submit: true`).', 'Ви надсилаєте нові докази (`submit: true`).'),
    operation: saveEvidence,
    webhook: 'dispute.updated',
  },
  {
    from: 'pre_arbitration',
    to: 'lost',
    trigger: text('You accept the dispute.', 'Ви погоджуєтеся з диспутом.'),
    operation: accept,
    webhook: 'dispute.lost',
    closedReason: 'accepted_by_merchant',
  },
  {
    from: 'pre_arbitration',
    to: 'lost',
    trigger: text(
      '`evidence_due_by` passes with nothing submitted.',
      '`evidence_due_by` минає, а докази не надіслано.',
    ),
    webhook: 'dispute.lost',
    closedReason: 'no_response',
  },
  {
    from: 'pre_arbitration',
    to: 'won',
    trigger: text('The cardholder withdraws the dispute.', 'Власник картки відкликає диспут.'),
    webhook: 'dispute.won',
    closedReason: 'cardholder_withdrew',
  },
  {
    from: 'arbitration',
    to: 'won',
    trigger: text('The scheme rules for you.', 'Платіжна система ухвалює рішення на вашу користь.'),
    webhook: 'dispute.won',
    closedReason: 'evidence_accepted',
  },
  {
    from: 'arbitration',
    to: 'lost',
    trigger: text(
      'The scheme rules for the cardholder.',
      'Платіжна система ухвалює рішення на користь власника картки.',
    ),
    webhook: 'dispute.lost',
    closedReason: 'evidence_rejected',
  },
];

export const isAllowedDisputeTransition = (from: string, to: string): boolean =>
  disputeTransitions.some((transition) => transition.from === from && transition.to === to);
