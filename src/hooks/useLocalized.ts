import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

export interface LocalizedText {
  en: string;
  uk: string;
}

/** Picks the current locale's side of a `{en, uk}` pair from the data files. */
export function useLocalized(): (text: LocalizedText) => string {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  return (text) => (currentLocale === 'uk' ? text.uk : text.en);
}
