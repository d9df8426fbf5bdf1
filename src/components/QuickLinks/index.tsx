import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {translate} from '@docusaurus/Translate';
import styles from '../HomeSegments/styles.module.css';
// The UI messages only this module's pages show, kept out of every page's main script (plugins/translation-groups).
import '@generated/kalyna-translations/home';

/** The home page's shortcuts to the pages every integrator returns to. */
export default function QuickLinks(): ReactNode {
  const links = [
    {to: '/getting-started/create-account/', label: translate({id: 'home.quick.start', message: 'Quick start'})},
    {to: '/testing/cards/', label: translate({id: 'home.quick.testCards', message: 'Test cards'})},
    {to: '/api-usage/peculiarities/', label: translate({id: 'home.quick.conventions', message: 'API conventions'})},
    {to: '/webhooks/setting/', label: translate({id: 'home.quick.webhooks', message: 'Webhooks'})},
  ];
  return (
    <section aria-labelledby="quick-links-heading">
      {/* A string child, not <Translate>, so that the heading's anchor is labelled with its text and not its id. */}
      <Heading as="h2" id="quick-links-heading">
        {translate({id: 'home.quick.title', message: 'Quick links'})}
      </Heading>
      <ul className={styles.grid}>
        {links.map((link) => (
          <li key={link.to} className={styles.card}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
