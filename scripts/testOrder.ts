import { statSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The browser tests' project: each file holds a server and a browser for a minute or more. */
const BROWSER_TESTS = 'web-e2e';

const size = (spec: TestSpecification): number => statSync(spec.moduleId).size;
const largestFirst = (specs: TestSpecification[]) => [...specs].sort((a, b) => size(b) - size(a));

/**
 * The order the workspace's one pool of workers takes test files in. Vitest's own order runs the projects one
 * after another by name, which left every browser-test file (web-e2e) for the end of the run, where they ran on
 * one worker for twenty minutes. Here they are spread evenly through the run, between the other projects'
 * files, so a browser test's waits on its page overlap another file's work and the run ends on small files.
 * Within each, larger files (more tests, as a rule) go first. A file's own tests still run in their order.
 */
export default class TestOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const browser = largestFirst(files.filter((spec) => spec.project.name === BROWSER_TESTS));
    const rest = largestFirst(files.filter((spec) => spec.project.name !== BROWSER_TESTS));
    if (browser.length === 0 || rest.length === 0) return super.sort(files);
    const ordered: TestSpecification[] = [];
    const every = (rest.length + browser.length) / browser.length;
    for (let i = 0, next = 0; ordered.length < files.length; i += 1) {
      if (next < browser.length && i >= next * every) ordered.push(browser[next++] as TestSpecification);
      else ordered.push((rest.shift() ?? browser[next++]) as TestSpecification);
    }
    return ordered;
  }
}
