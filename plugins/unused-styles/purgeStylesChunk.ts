/**
 * A bundler plugin that purges the stylesheet of Docusaurus's `styles` chunk (every page links it in its head) against
 * the build's scripts, before the bundler gives files their final content hash, so the purged file gets a name of its
 * own and a browser never keeps an older purge under the same name.
 *
 * The scripts are the whole evidence here: every page is rendered from them, and the pages' Markdown is compiled into
 * them. The pre-rendered pages do not exist yet; the Docusaurus plugin checks them after the build (index.ts).
 */
import type {Compilation, Compiler} from '@rspack/core';
import {purgeStylesheet, type PurgeResult} from './purgeStylesheet';

/** Docusaurus's chunk for every stylesheet of the build; its file is linked in every page's head. */
const stylesChunkName = 'styles';

const assetText = (compilation: Compilation, file: string): string => compilation.assets[file].source().toString();

export class PurgeStylesChunkPlugin {
  constructor(private readonly onPurged: (purged: PurgeResult) => void) {}

  apply(compiler: Compiler): void {
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PurgeStylesChunkPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After the minifiers, before the content hash is computed again from what the files hold.
        {name: PurgeStylesChunkPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1},
        async () => {
          const stylesFiles = [...(compilation.namedChunks.get(stylesChunkName)?.files ?? [])].filter((file) =>
            file.endsWith('.css'),
          );
          const allFiles = Object.keys(compilation.assets);
          // Read once for all of the chunk's stylesheets.
          const content = allFiles
            .filter((file) => file.endsWith('.js'))
            .map((script) => ({text: assetText(compilation, script), extension: 'js' as const}));
          const otherStylesheets = allFiles
            .filter((file) => file.endsWith('.css') && !stylesFiles.includes(file))
            .map((sheet) => assetText(compilation, sheet));
          for (const file of stylesFiles) {
            const purged = await purgeStylesheet({css: assetText(compilation, file), content, otherStylesheets});
            compilation.updateAsset(file, new sources.RawSource(purged.css));
            this.onPurged(purged);
          }
        },
      );
    });
  }
}
