/**
 * Menus as a person uses them: open the menu, wait until it stands still, click the item.
 *
 * A menu is placed after it opened (its position is computed asynchronously, and again when the page
 * under it moves), and it slides in. On a loaded machine a click sent as soon as the item is visible
 * can press the item where it stood and release over another part of the menu once it has moved:
 * the menu then selects nothing. A person clicks what stands still; so do these helpers.
 */
import type { Locator } from 'playwright-core';

/**
 * Opens the menu with `trigger` unless it is open already (a second click on the trigger would close
 * it again), waits until `item` stands still and clicks it. A failure says which step stopped.
 */
export async function chooseFromMenu(trigger: Locator, item: Locator, timeoutMs = 5_000): Promise<void> {
  const step = <T>(action: Promise<T>, stopped: string) =>
    action.catch((cause: unknown) => {
      throw new Error(stopped, { cause });
    });
  const state = await step(
    trigger.getAttribute('aria-expanded', { timeout: timeoutMs }),
    'the menu button was not found',
  );
  if (state !== 'true')
    await step(trigger.click({ timeout: timeoutMs }), 'the menu button could not be clicked');
  await step(item.waitFor({ timeout: timeoutMs }), 'the menu did not show the item');
  await step(waitUntilStill(item, timeoutMs), 'the item did not stand still');
  await step(item.click({ timeout: timeoutMs }), 'the item could not be clicked');
}

/**
 * Resolves once the item's menu has finished its animations and the item's box has stayed the same
 * over three looks, a frame and 50 ms apart; or after `timeoutMs` (the click's own checks follow).
 */
export async function waitUntilStill(item: Locator, timeoutMs = 5_000): Promise<void> {
  await item.evaluate(async (element, timeout) => {
    const deadline = performance.now() + timeout;
    const menu = element.closest('[role=menu]') ?? element;
    const finite = menu
      .getAnimations({ subtree: true })
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.race([
      Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, timeout)),
    ]);
    const look = () => {
      const box = element.getBoundingClientRect();
      return `${box.x} ${box.y} ${box.width} ${box.height}`;
    };
    let last = look();
    let unchanged = 0;
    while (unchanged < 2 && performance.now() < deadline) {
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
      const now = look();
      unchanged = now === last ? unchanged + 1 : 0;
      last = now;
    }
  }, timeoutMs);
}
