import type { Page } from 'playwright-core';

/**
 * The shell dims the page to half opacity while a request is pending and fades back in 150 ms; a check made in
 * that window measures the dimmed colours (and a busy machine stretches it). Wait until nothing has been busy
 * for longer than the fade, as the user reads the page (and as a screenshot should show it).
 */
export async function waitUntilSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const busy = () => document.querySelector('[aria-busy="true"]') !== null;
    let quietSince = busy() ? Number.POSITIVE_INFINITY : performance.now();
    const deadline = performance.now() + 30_000;
    while (performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (busy()) quietSince = Number.POSITIVE_INFINITY;
      else if (quietSince === Number.POSITIVE_INFINITY) quietSince = performance.now();
      else if (performance.now() - quietSince >= 400) return;
    }
    throw new Error('the page stayed busy for 30 s');
  });
}
