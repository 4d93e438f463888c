/**
 * TOTP codes for tests and scripts that sign in more than once. The server accepts each time step
 * once per user (RFC 6238 §5.2, two-factor.repository.ts), so a second login with "the current code"
 * within the same 30 s is refused, as it must be. A sequence hands out codes of strictly increasing
 * steps, starting at the current one; the server accepts up to one step ahead, so two codes come at
 * once and a third waits for the next step (up to 30 s: more than two sign-ins with codes do not fit
 * in one test's time limit).
 */
import { generate } from 'otplib';
import { setTimeout as sleep } from 'node:timers/promises';
import { totpGuardrails } from '../../auth/two-factor.repository';

const periodSeconds = 30;

function currentStep(): number {
  return Math.floor(Date.now() / 1000 / periodSeconds);
}

/**
 * A source of codes for one user: each call answers a code of `secret` for a step beyond every step
 * it answered before (whatever the secret: the server counts steps per user, not per secret).
 */
export function totpCodeSequence(): (secret: string) => Promise<string> {
  let lastStep = Number.NEGATIVE_INFINITY;
  return async (secret) => {
    let step = Math.max(currentStep(), lastStep + 1);
    while (step > currentStep() + 1) {
      await sleep((currentStep() + 1) * periodSeconds * 1000 - Date.now() + 50);
      step = Math.max(currentStep(), lastStep + 1);
    }
    lastStep = step;
    return generate({ secret, epoch: step * periodSeconds, guardrails: totpGuardrails });
  };
}

/**
 * A code of `secret` for the current step, outside any sequence: for a request that must be refused
 * before its code is checked (so it uses up no step of the sequence the test signs in with).
 */
export function currentTotpCode(secret: string): Promise<string> {
  return generate({ secret, epoch: currentStep() * periodSeconds, guardrails: totpGuardrails });
}
