import type { Page } from 'playwright-core';

/**
 * Where the CV page of a slide is painted, as the reader sees it (after its scaling): a CV that is mounted but
 * drawn outside the screen passes every "is it there" check and still shows the reader nothing.
 */
export async function paintedCvBox(page: Page, slide: string) {
  return page.evaluate((selector) => {
    const sheet = document.querySelector(`${selector} [data-printed-page] [lang][dir]`);
    const box = sheet?.getBoundingClientRect();
    return {
      left: Math.round(box?.left ?? -1),
      right: Math.round(box?.right ?? -1),
      width: Math.round(box?.width ?? 0),
      screen: window.innerWidth,
    };
  }, slide);
}
