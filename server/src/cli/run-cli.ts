/**
 * The frame of every command-line tool: run `main`, and turn any failure into one line on stderr and
 * exit code 1 (no stack traces for configuration mistakes).
 */
import { describeStartupFailure } from '../main';

export async function runCli(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    process.stderr.write(`${describeStartupFailure(error)}\n`);
    process.exit(1);
  }
}
