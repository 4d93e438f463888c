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

export interface StepOutcome {
  ok: boolean;
  exitCode: number | null;
  durationMs: number;
  timedOut: boolean;
}

export function runStep(step: Step, env: NodeJS.ProcessEnv): Promise<StepOutcome> {
  const startedAt = performance.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      stdio: ['ignore', 'inherit', 'inherit'],
      env,
      detached: true,
    });
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
      });
    };
    child.on('error', (error) => {
      console.error(`Could not start ${step.command}: ${error.message}`);
      finish(null);
    });
    child.on('exit', (code) => finish(code));
  });
}
