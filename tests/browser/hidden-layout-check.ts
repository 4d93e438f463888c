import type { Page } from 'playwright-core';

/**
 * Layouts a screen renders but never shows: an element in `main` hidden by CSS (`display: none`, as
 * Chakra's `hideFrom` and `hideBelow` do) that holds a whole layout. A screen that shows a table on a
 * desktop and cards on a phone must render only the one shown (ui/use-screen-width.ts): hidden, the
 * other still renders every component and state machine it holds, at every start and every change
 * of its data.
 *
 * Counts the outermost hidden elements only, and those holding at least `minElements` elements: a
 * hidden icon or a single button shown on a phone only costs next to nothing. Runs in the page, one
 * function without closures over test code.
 */
export interface HiddenLayout {
  /** A short CSS path to the hidden element. */
  where: string;
  /** How many elements it holds. */
  elements: number;
}

export async function findHiddenLayouts(page: Page, minElements = 12): Promise<HiddenLayout[]> {
  return page.evaluate((least) => {
    const main = document.querySelector('main');
    if (!main) return [];
    const describe = (element: Element): string => {
      const parts: string[] = [];
      let current: Element | null = element;
      while (current && parts.length < 4 && current !== main) {
        let part = current.tagName.toLowerCase();
        const label = current.getAttribute('aria-label');
        if (label) part += `[aria-label="${label.slice(0, 30)}"]`;
        parts.unshift(part);
        current = current.parentElement;
      }
      return parts.join(' > ');
    };
    const found: { where: string; elements: number }[] = [];
    const visit = (element: Element) => {
      for (const child of Array.from(element.children)) {
        if (getComputedStyle(child).display === 'none') {
          const elements = child.querySelectorAll('*').length;
          if (elements >= least) found.push({ where: describe(child), elements });
          continue;
        }
        visit(child);
      }
    };
    visit(main);
    return found;
  }, minElements);
}
