import type { Locator, Page } from 'playwright-core';

/**
 * Creates a task on the tasks screen (`/tasks`, already shown) through its "Nieuwe taak" form, and
 * waits until the task's card says it has not been sent yet: where a write queued offline, or not yet
 * delivered, shows. Answers the card.
 */
export async function createTaskNotYetSent(page: Page, title: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Nieuwe taak' }).click();
  await page.getByLabel('Titel').fill(title);
  await page.getByRole('button', { name: 'Taak opslaan' }).click();
  const card = page.getByRole('listitem').filter({ hasText: title });
  await card.getByText('Nog niet verstuurd').waitFor();
  return card;
}
