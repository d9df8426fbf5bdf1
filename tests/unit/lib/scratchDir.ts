import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {onTestFinished} from 'vitest';

/** A new empty folder under the system's temporary folder, removed when the test that made it finishes. */
export function scratchDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  onTestFinished(() => rmSync(dir, {recursive: true, force: true}));
  return dir;
}
