/**
 * Replaces the globe icon of the locale dropdown with the flag of the current locale, so the reader sees which
 * language is on at a glance. The dropdown's items get their flags from CSS (styles.css, keyed by their `lang`).
 */
import type {ComponentProps, ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import './styles.css';

export default function IconLanguage({width = 20, height = 14, className}: ComponentProps<'svg'>): ReactNode {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const flagUrl = useBaseUrl(`/img/flags/${currentLocale}.svg`, {forcePrependBaseUrl: true});
  return (
    <img
      src={flagUrl}
      alt=""
      aria-hidden="true"
      width={width}
      height={height}
      className={`kalyna-locale-flag ${className ?? ''}`}
    />
  );
}
