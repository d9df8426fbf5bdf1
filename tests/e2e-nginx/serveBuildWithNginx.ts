/**
 * Runs deploy/nginx.conf unprivileged on loopback over the built site, for the nginx e2e suite (Playwright starts
 * it as its web server and stops it afterwards). The placeholders of the config are filled with a temporary folder
 * for the pid file and temp paths; nginx stays in the foreground so that stopping this process stops nginx.
 *   npx tsx tests/e2e-nginx/serveBuildWithNginx.ts [port]
 */
import {spawn} from 'node:child_process';
import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

export const nginxPort = Number(process.env.KALYNA_NGINX_PORT ?? 3220);
const nginxBinary = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const siteRoot = path.resolve(__dirname, '../..');
/** The built site to serve, as in playwright.config.ts. */
const siteDir = path.resolve(siteRoot, process.env.SITE_BUILD_DIR ?? 'build');

/** deploy/nginx.conf with its placeholders filled. */
export function renderNginxConfig(values: Record<string, string>): string {
  const conf = readFileSync(path.join(siteRoot, 'deploy/nginx.conf'), 'utf8');
  return conf.replace(/\{\{([A-Z_]+)\}\}/g, (placeholder, name: string) => {
    if (!(name in values)) throw new Error(`No value for ${placeholder} in deploy/nginx.conf`);
    return values[name];
  });
}

function serveBuildWithNginx(port: number): void {
  // One folder per port, emptied on each start: Playwright may stop this process with SIGKILL, before any cleanup.
  const workDir = path.join(tmpdir(), `kalyna-nginx-${port}`);
  rmSync(workDir, {recursive: true, force: true});
  mkdirSync(workDir);
  const confPath = path.join(workDir, 'nginx.conf');
  writeFileSync(
    confPath,
    renderNginxConfig({
      SITE_ROOT: siteDir,
      LISTEN: `127.0.0.1:${port}`,
      PID_FILE: path.join(workDir, 'nginx.pid'),
      TEMP_DIR: workDir,
      ACCESS_LOG: 'off',
    }),
  );
  // -e: nginx opens its compiled-in error log before reading the config; stderr needs no privileges.
  const nginx = spawn(nginxBinary, ['-p', workDir, '-c', confPath, '-e', 'stderr', '-g', 'daemon off;'], {
    stdio: 'inherit',
  });
  const stop = () => nginx.kill('SIGQUIT');
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  nginx.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
}

if (require.main === module) serveBuildWithNginx(Number(process.argv[2] ?? nginxPort));
