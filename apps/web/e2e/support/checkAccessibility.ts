import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { waitUntilSettled } from './waitUntilSettled';

const require = createRequire(import.meta.url);
let axeSource: Promise<string> | undefined;

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: number;
  /** The first few offending elements, to find them. */
  targets: string[];
}

/**
 * Runs axe-core inside the page (the same engine @axe-core/playwright wraps) and returns the serious and
 * critical violations, so a test can expect none.
 */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  await waitUntilSettled(page);
  axeSource ??= readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  // Evaluated through the browser's debugging protocol, which the page's CSP (script-src 'self') does not block.
  await page.evaluate(await axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          configure: (spec: { rules: Array<{ id: string; selector: string }> }) => void;
          run: (context: Document) => Promise<{
            violations: Array<{ id: string; impact: string | null; help: string; nodes: unknown[] }>;
          }>;
        };
      }
    ).axe;
    // As in Storybook: a printed page shown on the screen (a CV, marked data-printed-page) carries the
    // company's own print colours, so screen contrast, and only that, is not checked inside it.
    axe.configure({
      rules: [{ id: 'color-contrast', selector: '*:not([data-printed-page], [data-printed-page] *)' }],
    });
    const result = await axe.run(document);
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.length,
      targets: violation.nodes.slice(0, 4).map((node) => String((node as { target: unknown[] }).target[0])),
    }));
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}
