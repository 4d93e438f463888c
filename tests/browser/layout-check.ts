import type { Page } from 'playwright-core';

/**
 * What a user sees cut off or pushed sideways on the screen in front of them, measured in the page:
 *
 * - `page overflow`: the document is wider than the window (`scrollWidth > clientWidth`), so the whole
 *   page scrolls sideways; the widest elements that stick out are named.
 * - `table overflow`: a table is wider than the box it stands in, so it scrolls sideways inside it.
 * - `clipped text`: an element's own text is wider (or taller) than its box, and the box hides the
 *   rest. An ellipsis on one line counts (a name cut to "B…" tells nothing); a preview clamped to
 *   two lines or more does not (the first lines are read, the record holds the rest).
 * - `clipped choice`: a native select shows its chosen option cut ("Alle koudemiddele").
 *
 * Only what is rendered counts: hidden elements, screen-reader-only text (a box of one pixel) and
 * elements inside `aria-hidden` decoration are skipped. Runs in the page, so it is one function
 * without closures over test code.
 */
export interface LayoutProblem {
  kind: 'page overflow' | 'table overflow' | 'clipped text' | 'clipped choice';
  /** A short CSS path to the element and the text concerned. */
  where: string;
  /** The measured sizes, in CSS pixels. */
  sizes: string;
}

export async function findLayoutProblems(page: Page): Promise<LayoutProblem[]> {
  return page.evaluate(() => {
    const tolerance = 1;
    const problems: { kind: LayoutProblem['kind']; where: string; sizes: string }[] = [];

    const describe = (element: Element): string => {
      const parts: string[] = [];
      let current: Element | null = element;
      while (current && parts.length < 4 && current !== document.body) {
        let part = current.tagName.toLowerCase();
        const role = current.getAttribute('role');
        if (role) part += `[role=${role}]`;
        const label = current.getAttribute('aria-label');
        if (label) part += `[aria-label="${label.slice(0, 30)}"]`;
        parts.unshift(part);
        current = current.parentElement;
      }
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
      return `${parts.join(' > ')}${text ? ` "${text}"` : ''}`;
    };

    const isRendered = (element: Element): boolean => {
      if (element.closest('[aria-hidden="true"], [hidden]')) return false;
      const rect = element.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) return false;
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.display !== 'none' && style.opacity !== '0';
    };

    const clipsHorizontally = (style: CSSStyleDeclaration) =>
      style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';

    // The page as a whole.
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + tolerance) {
      const stickingOut: { element: Element; right: number }[] = [];
      for (const element of Array.from(document.body.querySelectorAll('*'))) {
        const rect = element.getBoundingClientRect();
        if (rect.right <= root.clientWidth + tolerance || rect.width === 0) continue;
        // Only the outermost element that sticks out: its children stick out because of it.
        const parent = element.parentElement;
        if (parent && parent.getBoundingClientRect().right > root.clientWidth + tolerance) continue;
        stickingOut.push({ element, right: rect.right });
      }
      stickingOut.sort((a, b) => b.right - a.right);
      problems.push({
        kind: 'page overflow',
        where: stickingOut
          .slice(0, 3)
          .map(({ element }) => describe(element))
          .join(' | '),
        sizes: `document ${root.scrollWidth} px in a window of ${root.clientWidth} px`,
      });
    }

    // Tables wider than the box they scroll in.
    for (const table of Array.from(document.querySelectorAll('table'))) {
      if (!isRendered(table)) continue;
      let box = table.parentElement;
      while (box && box !== document.body && getComputedStyle(box).overflowX === 'visible')
        box = box.parentElement;
      if (!box || box === document.body) continue;
      if (box.scrollWidth > box.clientWidth + tolerance) {
        problems.push({
          kind: 'table overflow',
          where: describe(table.querySelector('caption, th') ?? table),
          sizes: `table ${box.scrollWidth} px in a box of ${box.clientWidth} px`,
        });
      }
    }

    // Text cut off by its own box.
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const ownText = Array.from(element.childNodes).some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
      if (!ownText || !isRendered(element)) continue;
      const style = getComputedStyle(element);
      const cutSideways = clipsHorizontally(style) && element.scrollWidth > element.clientWidth + tolerance;
      const isPreview = Number.parseInt(style.webkitLineClamp, 10) >= 2;
      const cutBelow =
        !isPreview &&
        style.overflowY !== 'visible' &&
        style.overflowY !== 'auto' &&
        style.overflowY !== 'scroll' &&
        element.scrollHeight > element.clientHeight + tolerance;
      if (cutSideways || cutBelow) {
        problems.push({
          kind: 'clipped text',
          where: describe(element),
          sizes: cutSideways
            ? `text ${element.scrollWidth} px in a box of ${element.clientWidth} px`
            : `text ${element.scrollHeight} px high in a box of ${element.clientHeight} px`,
        });
      }
    }

    // Native selects: the chosen option's text against the room the select gives it.
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d');
    for (const select of Array.from(document.querySelectorAll('select'))) {
      if (!context || !isRendered(select)) continue;
      const chosen = select.selectedOptions[0]?.textContent?.trim() ?? '';
      if (chosen === '') continue;
      const style = getComputedStyle(select);
      context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const needed = context.measureText(chosen).width;
      if (needed > room + tolerance) {
        problems.push({
          kind: 'clipped choice',
          where: `${describe(select)} "${chosen}"`,
          sizes: `text ${Math.ceil(needed)} px in ${Math.floor(room)} px`,
        });
      }
    }
    return problems;
  });
}
