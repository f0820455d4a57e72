import type { Page } from '@playwright/test';

/**
 * What a person cannot read whole although every control is in the window: a cell's, tab's or
 * control's text cut by its own box ("2026-1", "Medical R…"), a short label (a time, a date, a
 * dose) broken over two lines ("10:00 / AM"), a header on two rows at a laptop width (1280 px
 * and wider), and on a phone a menu that fills half the first screen before anyone opens it.
 * Answers one line per problem, empty when all reads whole.
 */
export function textProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const phone = width < 850;
    const name = (el: Element) => {
      const text = ((el as HTMLElement).innerText ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${el.tagName.toLowerCase()}${el.classList.length ? `.${[...el.classList].join('.')}` : ''} "${text}"`;
    };
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 2 && box.height > 2 && el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
    };
    const scrolls = (el: Element) => /auto|scroll/.test(getComputedStyle(el).overflowX);

    // Cut by its own box: the text needs more width than the box gives it (clipped, ellipsed or spilling out).
    for (const el of document.querySelectorAll('td, th, a[href], button, [role="tab"], summary, .badge, .choice')) {
      if (!shown(el) || el.clientWidth === 0 || scrolls(el)) continue;
      if (el.scrollWidth > el.clientWidth + 1) problems.push(`${name(el)} is cut: its text needs ${el.scrollWidth}px, its box gives ${el.clientWidth}px`);
    }

    // A short label (a time, a date, a dose, a one- or two-word control) never breaks over two lines.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent!.trim().replace(/\s+/g, ' ');
      const holder = node.parentElement?.closest('button, a[href], [role="tab"], label, td, th');
      if (!holder || text.length < 2 || text.length > 12 || !shown(holder)) continue;
      if (holder.matches('td, th') && !/\d/.test(text)) continue;
      range.selectNodeContents(node);
      const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top / 4)));
      if (tops.size > 1) problems.push(`"${text}" breaks over ${tops.size} lines in ${name(holder)}`);
    }

    // A laptop is wide enough for the header's one row.
    if (width >= 1280) {
      for (const header of document.querySelectorAll('header.site-header')) {
        const middles = [...header.querySelectorAll('a[href], button')].filter(shown).map((el) => {
          const box = el.getBoundingClientRect();
          return box.top + box.height / 2;
        });
        if (middles.length && Math.max(...middles) - Math.min(...middles) > 8) problems.push(`the header's links are on more than one row at ${width}px`);
      }
    }

    // On a phone a menu folds away until opened: the header and the closed menu leave the first screen's lower half to the page.
    if (phone && window.scrollY === 0) {
      for (const nav of document.querySelectorAll('nav')) {
        const { top, bottom } = nav.getBoundingClientRect();
        // A menu opens the page (it starts in the screen's top quarter); tabs further down are the page's own.
        if (!shown(nav) || top > window.innerHeight / 4) continue;
        if (bottom > window.innerHeight / 2) problems.push(`nav "${nav.getAttribute('aria-label') ?? ''}" reaches ${Math.round(bottom)}px down a ${window.innerHeight}px screen`);
      }
    }
    return problems;
  });
}
