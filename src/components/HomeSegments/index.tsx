import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';
// The UI messages only this module's pages show, kept out of every page's main script (plugins/translation-groups).
import '@generated/kalyna-translations/home';

interface Segment {
  id: string;
  title: string;
  summary: string;
  guides: {label: string; to: string}[];
}

/** The four business segments of the home page, each with the guides that segment reads first. */
function useSegments(): Segment[] {
  return [
    {
      id: 'microfinance',
      title: translate({id: 'home.segment.microfinance.title', message: 'Microfinance'}),
      summary: translate({
        id: 'home.segment.microfinance.summary',
        message: 'Disburse loans to cards and bank accounts, then collect repayments on schedule.',
      }),
      guides: [
        {label: translate({id: 'home.guide.payouts', message: 'Payouts'}), to: '/transactions-credit/overview/'},
        {
          label: translate({id: 'home.guide.payoutCards', message: 'Payout to a card'}),
          to: '/transactions-credit/cards/',
        },
        {
          label: translate({id: 'home.guide.recurring', message: 'Recurring payments'}),
          to: '/recurring-payments/subscription/',
        },
      ],
    },
    {
      id: 'ecommerce',
      title: translate({id: 'home.segment.ecommerce.title', message: 'E-commerce'}),
      summary: translate({
        id: 'home.segment.ecommerce.summary',
        message: 'Take payments in a hosted checkout or a widget, refund returns and send fiscal receipts.',
      }),
      guides: [
        {
          label: translate({id: 'home.guide.checkout', message: 'Hosted checkout'}),
          to: '/checkouts-and-widgets/hosted-checkout/',
        },
        {
          label: translate({id: 'home.guide.purchase', message: 'One-step purchase'}),
          to: '/transactions-purchase/overview/',
        },
        {label: translate({id: 'home.guide.refunds', message: 'Refunds'}), to: '/transactions-refund/overview/'},
        {label: translate({id: 'home.guide.fiscalization', message: 'Fiscalization (PRRO)'}), to: '/sbcr/overview/'},
      ],
    },
    {
      id: 'marketplaces',
      title: translate({id: 'home.segment.marketplaces.title', message: 'Marketplaces'}),
      summary: translate({
        id: 'home.segment.marketplaces.summary',
        message: 'Split one customer payment among sellers, capture what ships and refund per seller.',
      }),
      guides: [
        {
          label: translate({id: 'home.guide.split', message: 'Split payments'}),
          to: '/transactions-split-purchase/overview/',
        },
        {
          label: translate({id: 'home.guide.splitTwoStep', message: 'Two-step split payments'}),
          to: '/transactions-split-2-step/auth/',
        },
        {
          label: translate({id: 'home.guide.splitRefund', message: 'Split refunds'}),
          to: '/transactions-split-refund/overview/',
        },
      ],
    },
    {
      id: 'igaming',
      title: translate({id: 'home.segment.igaming.title', message: 'iGaming'}),
      summary: translate({
        id: 'home.segment.igaming.summary',
        message: 'Accept deposits by card and wallet, pay out winnings fast and track every status by webhook.',
      }),
      guides: [
        {label: translate({id: 'home.guide.cards', message: 'Cards and 3-D Secure'}), to: '/payment-methods/cards/'},
        {label: translate({id: 'home.guide.payouts', message: 'Payouts'}), to: '/transactions-credit/overview/'},
        {label: translate({id: 'home.guide.webhooks', message: 'Webhooks'}), to: '/webhooks/setting/'},
      ],
    },
  ];
}

export default function HomeSegments(): ReactNode {
  return (
    <section aria-labelledby="segments-heading" className="margin-bottom--xl">
      {/* A string child, not <Translate>, so that the heading's anchor is labelled with its text and not its id. */}
      <Heading as="h2" id="segments-heading">
        {translate({id: 'home.segments.title', message: 'Start with your type of business'})}
      </Heading>
      <div className={styles.grid}>
        {useSegments().map((segment) => (
          <article key={segment.id} className={styles.card}>
            <Heading as="h3">{segment.title}</Heading>
            <p>{segment.summary}</p>
            <ul>
              {segment.guides.map((guide) => (
                <li key={guide.to}>
                  <Link to={guide.to}>{guide.label}</Link>
                </li>
              ))}
            </ul>
          </article>
        ))}
      </div>
    </section>
  );
}
