import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {factsCheckedDate} from '@site/src/data/factsChecked';
import styles from './styles.module.css';

/**
 * "Rates, limits and rules on this page were checked on …", for pages whose facts age (front matter `facts_checked`).
 * `npm run facts:stale` lists the pages whose check is more than a year old.
 */
export default function FactsChecked(): ReactNode {
  const {frontMatter} = useDoc();
  const {i18n} = useDocusaurusContext();
  const checked = factsCheckedDate(frontMatter);
  if (!checked) return null;
  const date = new Intl.DateTimeFormat(i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(checked);
  return (
    <p className={styles.factsChecked}>
      <Translate
        id="doc.factsChecked"
        description="Under a page whose facts (rates, limits, laws, card-scheme rules) can go out of date"
        values={{date: <time dateTime={checked.toISOString().slice(0, 10)}>{date}</time>}}
      >
        {'Rates, limits and rules on this page were checked on {date}.'}
      </Translate>
    </p>
  );
}
