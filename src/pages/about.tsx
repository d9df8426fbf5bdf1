import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import {brand, mailto} from '@site/src/brand';
// The UI messages only this module's pages show, kept out of every page's main script (plugins/translation-groups).
import '@generated/kalyna-translations/about';

/** About Us: who runs Kalyna and how to reach the support and documentation teams. */
export default function About(): ReactNode {
  return (
    <Layout
      title={translate({id: 'about.meta.title', message: 'About Us'})}
      description={translate({
        id: 'about.meta.description',
        message:
          'Who Kalyna is, what the Kalyna Payment Centre does and how to reach support and the documentation team.',
      })}
    >
      <main className="container container--fluid margin-vert--lg markdown" style={{maxWidth: '48rem'}}>
        <Heading as="h1">
          <Translate id="about.title">About Us</Translate>
        </Heading>
        <p>
          <Translate id="about.intro">
            Kalyna is a payment-processing provider for merchants in Ukraine and abroad. The Kalyna Payment Centre
            accepts cards, digital wallets, online banking and vouchers, pays out to cards and bank accounts, splits
            payments for marketplaces, runs subscriptions and issues fiscal receipts through its software cash register.
          </Translate>
        </p>
        <p>
          <Translate id="about.docs">
            This site is the developer guide to that platform. Every page exists in Ukrainian and English, every sample
            runs against the sandbox, and every code and status comes from one machine-checked source.
          </Translate>
        </p>
        <Heading as="h2">
          <Translate id="about.contact.title">Contact</Translate>
        </Heading>
        <ul>
          <li>
            <Translate
              id="about.contact.support"
              values={{email: <a href={mailto(brand.contacts.supportEmail)}>{brand.contacts.supportEmail}</a>}}
            >
              {'Integration and account questions: {email}'}
            </Translate>
          </li>
          <li>
            <Translate
              id="about.contact.docs"
              values={{email: <a href={mailto(brand.contacts.docsEmail)}>{brand.contacts.docsEmail}</a>}}
            >
              {'Something wrong or missing in these pages: {email}'}
            </Translate>
          </li>
          <li>
            <Translate
              id="about.contact.portal"
              values={{portal: <a href={brand.hosts.portal}>{brand.hosts.portal}</a>}}
            >
              {'Merchant portal: {portal}'}
            </Translate>
          </li>
        </ul>
        <p>
          <Link to="/getting-started/create-account/">
            <Translate id="about.start">Make your first test payment</Translate>
          </Link>
        </p>
      </main>
    </Layout>
  );
}
