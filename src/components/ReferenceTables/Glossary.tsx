import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import {glossary, type Locale} from '@site/src/data/glossary';
import ScrollableTable from '../ScrollableTable';

/** The English–Ukrainian glossary of payment terms, with the other names readers of this locale use for each. */
export default function Glossary(): ReactNode {
  const locale = useDocusaurusContext().i18n.currentLocale as Locale;
  return (
    <ScrollableTable>
      <thead>
        <tr>
          <th>{translate({id: 'tables.glossary.en', message: 'English'})}</th>
          <th>{translate({id: 'tables.glossary.uk', message: 'Ukrainian'})}</th>
          <th>{translate({id: 'tables.glossary.synonyms', message: 'Also called'})}</th>
        </tr>
      </thead>
      <tbody>
        {glossary.map((term) => (
          <tr key={term.en}>
            <td lang="en">{term.en}</td>
            <td lang="uk">{term.uk}</td>
            <td>{(term.synonyms?.[locale] ?? []).join(', ')}</td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
