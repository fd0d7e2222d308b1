/** Runs a command inheriting stdio; resolves with its exit code. */
import { spawn } from 'node:child_process';

export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
