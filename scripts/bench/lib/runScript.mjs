// Runs another measurement script to its end, keeping what it printed.
import { spawn } from 'node:child_process';
import { ROOT } from '../../bundling/paths.mjs';

/** Resolves with the exit code and the combined output; output is also echoed to stderr when `echo` is set. */
export function runScript(command, args, { env = {}, timeoutMs = 30 * 60_000, echo = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const take = (chunk) => {
      output += chunk;
      if (echo) process.stderr.write(chunk);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ code: null, output: `${output}\n${error.message}` });
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code: code ?? signal, output });
    });
  });
}

/** `node --conditions=drawkit-source --import tsx <file>`: a TypeScript script of this repo. */
export function runTypeScript(file, args = [], options = {}) {
  return runScript(process.execPath, ['--conditions=drawkit-source', '--import', 'tsx', file, ...args], options);
}

/** The last `n` non-empty lines, for a row that quotes a script it could not read. */
export function lastLines(output, n = 2) {
  return output
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(-n)
    .join(' / ');
}
