import {spawn, type SpawnOptions} from 'node:child_process';

export type CommandResult = {code: number; stdout: string; stderr: string; pid: number};

/**
 * Runs a command to completion, echoing nothing. It rejects when the command cannot start or, unless `allowFailure`
 * is set, exits non-zero.
 */
export function runCommand(
  command: string,
  args: string[],
  options: SpawnOptions & {onSpawn?: (pid: number) => void; allowFailure?: boolean} = {},
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {...options, stdio: ['ignore', 'pipe', 'pipe']});
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    if (child.pid !== undefined) options.onSpawn?.(child.pid);
    child.on('close', (code) => {
      const result = {code: code ?? 1, stdout, stderr, pid: child.pid ?? -1};
      if (result.code === 0 || options.allowFailure) resolve(result);
      else reject(new Error(`${command} ${args.join(' ')} exited with ${result.code}:\n${tail(stderr || stdout)}`));
    });
  });
}

function tail(text: string, lines = 20): string {
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}
