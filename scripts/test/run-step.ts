/**
 * Runs one step of `npm test` as a child process with the terminal's output, and measures it.
 *
 * Guarantees: the step never reads stdin (so CI never hangs on a prompt); a step that outlives its time
 * limit is killed together with everything it started (its own process group) and counts as failed;
 * Ctrl-C or SIGTERM on the runner is passed on to the step's group.
 */
import { spawn } from 'node:child_process';

export interface Step {
  /** What the summary calls the step, e.g. `eslint`. */
  name: string;
  command: string;
  args: string[];
  /** Kill the step (and count it as failed) after this long. */
  timeoutMs: number;
}

export interface RunOptions {
  /**
   * Collect the step's output instead of streaming it, so steps that run at the same time never
   * interleave their lines; the caller prints `output` when the step ends.
   */
  buffered?: boolean;
}

export interface StepOutcome {
  ok: boolean;
  exitCode: number | null;
  durationMs: number;
  timedOut: boolean;
  /** The step's stdout and stderr, in arrival order, when it ran buffered. */
  output?: string;
}

export function runStep(step: Step, env: NodeJS.ProcessEnv, options: RunOptions = {}): Promise<StepOutcome> {
  const startedAt = performance.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      stdio: options.buffered ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
      env,
      detached: true,
    });
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
    let timedOut = false;

    const killGroup = (signal: NodeJS.Signals) => {
      if (child.pid === undefined || child.exitCode !== null) return;
      try {
        process.kill(-child.pid, signal);
      } catch {
        // The group is already gone.
      }
    };
    const forward = (signal: NodeJS.Signals) => killGroup(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup('SIGTERM');
      setTimeout(() => killGroup('SIGKILL'), 5_000).unref();
    }, step.timeoutMs);

    const finish = (exitCode: number | null) => {
      clearTimeout(timer);
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve({
        ok: exitCode === 0 && !timedOut,
        exitCode,
        durationMs: performance.now() - startedAt,
        timedOut,
        ...(options.buffered ? { output: Buffer.concat(chunks).toString('utf8') } : {}),
      });
    };
    child.on('error', (error) => {
      console.error(`Could not start ${step.command}: ${error.message}`);
      finish(null);
    });
    // 'close' (not 'exit') so a buffered step's output is complete when it is handed back.
    child.on('close', (code) => finish(code));
  });
}
