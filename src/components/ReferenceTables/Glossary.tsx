import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {glossary} from '@site/src/data/glossary';

/** The English–Ukrainian glossary of payment terms. */
export default function Glossary(): ReactNode {
  return (
    <table>
      <thead>
        <tr>
          <th>{translate({id: 'tables.glossary.en', message: 'English'})}</th>
          <th>{translate({id: 'tables.glossary.uk', message: 'Ukrainian'})}</th>
        </tr>
      </thead>
      <tbody>
        {glossary.map((term) => (
          <tr key={term.en}>
            <td>{term.en}</td>
            <td lang="uk">{term.uk}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
