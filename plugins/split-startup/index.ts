/**
 * Starts the browser bundle from plugins/split-startup/clientEntry.ts instead of Docusaurus's clientEntry, which it
 * then runs: see that file for why.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function splitStartup(): Plugin {
  return {
    name: 'kalyna-split-startup',
    configureWebpack(_config, isServer) {
      // The server build pre-renders pages and never runs the client entry.
      return isServer ? {} : {entry: path.join(__dirname, 'clientEntry.ts')};
    },
  };
}
