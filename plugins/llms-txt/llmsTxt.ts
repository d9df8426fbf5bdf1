/**
 * Renders the two index files of the llms.txt convention (https://llmstxt.org): llms.txt, a title, a one-paragraph
 * summary and one link line per page grouped as the sidebar; llms-full.txt, the same pages' Markdown in one file.
 */
import type {DocMetadata} from '@docusaurus/plugin-content-docs';
import {fillIn, type MachineText} from './machineText';
import type {OutlineSection} from './sidebarOutline';

export interface IndexUrls {
  /** Absolute URL of a doc's Markdown copy. */
  markdownUrl: (doc: DocMetadata) => string;
  fullText: string;
  openApi: string;
  otherLanguage: string;
}

const linkText = (text: string): string => text.replace(/([[\]\\])/g, '\\$1');
const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

function linkLine(title: string, url: string, description: string): string {
  return description ? `- [${linkText(title)}](${url}): ${oneLine(description)}` : `- [${linkText(title)}](${url})`;
}

export function renderLlmsTxt(
  siteTitle: string,
  outline: OutlineSection[],
  text: MachineText,
  urls: IndexUrls,
): string {
  const lines = [
    `# ${siteTitle}`,
    '',
    `> ${text.summary}`,
    '',
    fillIn(text.howToRead, {full: urls.fullText, openapi: urls.openApi, other: urls.otherLanguage}),
  ];
  for (const section of outline) {
    lines.push('', `${'#'.repeat(section.depth)} ${section.title}`);
    if (section.docs.length > 0) {
      lines.push('', ...section.docs.map((doc) => linkLine(doc.title, urls.markdownUrl(doc), doc.description)));
    }
  }
  lines.push(
    '',
    `## ${text.optionalHeading}`,
    '',
    linkLine(text.fullTextTitle, urls.fullText, text.fullTextDescription),
    linkLine(text.openApiTitle, urls.openApi, text.openApiDescription),
    linkLine(text.otherLanguageTitle, urls.otherLanguage, text.otherLanguageDescription),
  );
  return `${lines.join('\n')}\n`;
}

export interface FullTextPage {
  markdown: string;
  pageUrl: string;
}

/** Every page in outline order, each followed by the address of its HTML page, separated by thematic breaks. */
export function renderLlmsFullTxt(siteTitle: string, pages: FullTextPage[], text: MachineText): string {
  const parts = [`# ${siteTitle}\n\n> ${text.summary}\n`];
  for (const page of pages) {
    parts.push(`${page.markdown.trimEnd()}\n\n${text.sourceLabel}: <${page.pageUrl}>\n`);
  }
  return parts.join('\n---\n\n');
}
