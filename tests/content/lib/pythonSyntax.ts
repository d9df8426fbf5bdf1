/**
 * Python's syntax check for many files in one interpreter. A `python3 -m py_compile` process per block costs about
 * half a second of start-up on the test machine, which made the ~170 Python blocks most of the sample run; compiling
 * them all in one process takes well under a second.
 */
import {outputExcerpt, runProcess} from './processes';

/** Compiles each file with py_compile and prints one JSON object: the failing files and their messages. */
const compileEach = `
import json, py_compile, sys
failures = {}
for path in sys.argv[1:]:
    try:
        py_compile.compile(path, doraise=True)
    except py_compile.PyCompileError as error:
        failures[path] = error.msg
print(json.dumps(failures))
`;

/** The py_compile message of every file that does not compile, keyed by its path; an empty map when all compile. */
export async function pythonSyntaxErrors(files: string[]): Promise<Map<string, string>> {
  if (files.length === 0) return new Map();
  const result = await runProcess('python3', ['-c', compileEach, ...files], {timeoutMs: 120_000});
  if (result.exitCode !== 0) throw new Error(`python3 could not check the blocks:\n${outputExcerpt(result)}`);
  return new Map(Object.entries(JSON.parse(result.stdout) as Record<string, string>));
}
