import type { Page } from '@playwright/test';
import { textProblems } from './layout-text-check';

/**
 * What a person at this width cannot see or reach: the page scrolling sideways, and every visible
 * link, button or field that sticks out of the viewport or is cut off by a box that hides (or
 * scrolls away) its overflow; and text that is in the window but cannot be read whole (textProblems).
 * Answers one line per problem, empty when the screen fits.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return [...(await boxProblems(page)), ...(await textProblems(page))];
}

function boxProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const root = document.documentElement;
    if (root.scrollWidth > width) problems.push(`the page is ${root.scrollWidth}px wide in a ${width}px window`);
    const name = (el: Element) => {
      const text = (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const label = text || el.getAttribute('name') || el.getAttribute('href') || '';
      return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${label}"`;
    };
    // The one pixel of a visually hidden control is no layout problem: skip what nobody sees.
    const shown = (el: Element, box: DOMRect) =>
      box.width > 2 && box.height > 2 && el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
    for (const el of document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea')) {
      const box = el.getBoundingClientRect();
      if (!shown(el, box)) continue;
      if (box.left < -1 || box.right > width + 1) {
        problems.push(`${name(el)} spans ${Math.round(box.left)}..${Math.round(box.right)}px, outside the ${width}px window`);
        continue;
      }
      for (let box2: Element | null = el.parentElement; box2 && box2 !== root; box2 = box2.parentElement) {
        if (getComputedStyle(box2).overflowX === 'visible') continue;
        const frame = box2.getBoundingClientRect();
        if (box.left < frame.left - 1 || box.right > frame.right + 1) {
          problems.push(`${name(el)} is cut off by ${box2.tagName.toLowerCase()}.${[...box2.classList].join('.')} (${Math.round(box.left)}..${Math.round(box.right)}px in ${Math.round(frame.left)}..${Math.round(frame.right)}px)`);
          break;
        }
      }
    }
    return problems;
  });
}
