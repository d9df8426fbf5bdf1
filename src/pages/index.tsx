import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import HomeSegments from '@site/src/components/HomeSegments';
import QuickLinks from '@site/src/components/QuickLinks';
import styles from './index.module.css';
// The UI messages only this module's pages show, kept out of every page's main script (plugins/translation-groups).
import '@generated/kalyna-translations/home';

export default function Home(): ReactNode {
  return (
    <Layout
      title={translate({id: 'home.meta.title', message: 'Payments documentation'})}
      description={translate({
        id: 'home.meta.description',
        message:
          'Integrate Kalyna payments: cards, wallets, online banking, payouts, P2P, split payments, subscriptions, webhooks and fiscalization.',
      })}
    >
      <header className={styles.hero}>
        <div className="container">
          <Heading as="h1" className={styles.title}>
            <Translate id="home.hero.title">One API to accept, hold, refund and pay out</Translate>
          </Heading>
          <p className={styles.promise}>
            <Translate id="home.hero.promise">
              Kalyna Payment Centre takes card, wallet and bank payments in Ukraine and abroad, pays out to cards and
              bank accounts, and issues fiscal receipts for you. Make your first test payment in about fifteen minutes.
            </Translate>
          </p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/getting-started/create-account/">
              <Translate id="home.hero.start">Make a test payment</Translate>
            </Link>
            <Link className="button button--secondary button--lg" to="/integration/options/">
              <Translate id="home.hero.options">Choose an integration</Translate>
            </Link>
          </div>
        </div>
      </header>
      <main className="container margin-vert--lg">
        <HomeSegments />
        <QuickLinks />
      </main>
    </Layout>
  );
}
