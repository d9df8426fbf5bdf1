/**
 * Writes the Content-Security-Policy for the current build into deploy/nginx.conf (its `add_header
 * Content-Security-Policy` line), with the hash of every inline script the build contains.
 *   npx tsx deploy/generate-csp.ts            rewrite the line from ./build
 *   npx tsx deploy/generate-csp.ts --check    exit 1 if the line does not match ./build
 * Run it after a Docusaurus upgrade or a config change that alters the inline scripts or the API console's base URL;
 * the nginx e2e suite fails until the two agree.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import siteConfig from '../docusaurus.config';
import {contentSecurityPolicy, cspDirective, cspDirectivePattern, inlineScriptHashes} from './csp';

const siteRoot = path.resolve(__dirname, '..');
const buildDir = path.join(siteRoot, 'build');
const nginxConfPath = path.join(siteRoot, 'deploy/nginx.conf');
const {apiConsoleBaseUrl} = siteConfig.customFields;

function generateCsp(checkOnly: boolean): number {
  const hashes = inlineScriptHashes(buildDir);
  if (hashes.length === 0) {
    console.error(`No inline scripts found in ${buildDir}: build the site first.`);
    return 1;
  }
  const conf = readFileSync(nginxConfPath, 'utf8');
  const match = conf.match(cspDirectivePattern);
  if (!match) {
    console.error(`${nginxConfPath} has no add_header Content-Security-Policy line to replace.`);
    return 1;
  }
  const updated = conf.replace(
    cspDirectivePattern,
    `${match[1]}${cspDirective(contentSecurityPolicy(hashes, apiConsoleBaseUrl))}`,
  );
  if (checkOnly) {
    if (updated === conf) return 0;
    console.error('deploy/nginx.conf does not match the build: run `npx tsx deploy/generate-csp.ts`.');
    return 1;
  }
  writeFileSync(nginxConfPath, updated);
  console.log(`${path.relative(siteRoot, nginxConfPath)}: script-src allows ${hashes.length} inline scripts by hash.`);
  return 0;
}

process.exitCode = generateCsp(process.argv.includes('--check'));
