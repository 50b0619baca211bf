import type { Reporter, SerializedError, TestModule, TestRunEndReason } from 'vitest/node';

// CI reads a plain "N passed, N failed" closing line to tell a real run from one that ran no test. A file that
// fails outside any test (an import error, a failing beforeAll/afterAll) and an unhandled error count as failures
// too: otherwise a run whose files did not load would close with "0 failed".
export default class ClosingLineReporter implements Reporter {
  onTestRunEnd(
    testModules: ReadonlyArray<TestModule>,
    unhandledErrors: ReadonlyArray<SerializedError>,
    reason: TestRunEndReason,
  ): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    let failedFiles = 0;
    for (const testModule of testModules) {
      let failedHere = 0;
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failedHere += 1;
        else skipped += 1;
      }
      failed += failedHere;
      if (failedHere === 0 && testModule.state() === 'failed') failedFiles += 1;
    }
    failed += failedFiles + unhandledErrors.length;
    const why = [
      failedFiles > 0 ? `${failedFiles} file(s) failed outside a test` : '',
      unhandledErrors.length > 0 ? `${unhandledErrors.length} unhandled error(s)` : '',
      reason === 'interrupted' ? 'run interrupted' : '',
    ].filter(Boolean);
    process.stdout.write(
      `\n${passed} passed, ${failed} failed, ${skipped} skipped${why.length > 0 ? ` (${why.join('; ')})` : ''}\n`,
    );
  }
}
