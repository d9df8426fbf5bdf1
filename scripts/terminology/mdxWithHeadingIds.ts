/**
 * textlint-plugin-mdx with Docusaurus's heading ids. `## Title {#id}` is Docusaurus syntax, not MDX: the plugin's parser
 * reads `{#id}` as a JavaScript expression and rejects the whole page. Blanking the id with spaces of the same length
 * before parsing keeps every line and column of a finding where it is in the file.
 */
import type {TextlintPluginCreator} from '@textlint/types';
import mdxPlugin from 'textlint-plugin-mdx';

const headingId = /^(#{1,6} .*?)( \{#[\w-]+\})[ \t]*$/gm;

export function blankHeadingIds(text: string): string {
  return text.replace(headingId, (_line, heading: string, id: string) => heading + ' '.repeat(id.length));
}

class MdxWithHeadingIdsProcessor extends mdxPlugin.Processor {
  processor(extension: string) {
    const {preProcess, postProcess} = super.processor(extension);
    return {
      preProcess: (text: string, filePath?: string) => preProcess(blankHeadingIds(text), filePath),
      postProcess,
    };
  }
}

const mdxWithHeadingIds: TextlintPluginCreator = {Processor: MdxWithHeadingIdsProcessor};
export default mdxWithHeadingIds;
