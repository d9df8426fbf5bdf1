/**
 * DocSearch's version, which the theme reads to tell DocSearch 3 from 4. Read from the package's manifest, of which
 * the bundler keeps only this field: DocSearch 3.9's own export of it sits in the module that holds the whole modal.
 */
import docSearchPackage from '@docsearch/react/package.json';

export const version: string = docSearchPackage.version;
