import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'render',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    // Most tests here lay out whole pages with satori and draw them with resvg, Chromium or LibreOffice: on a 2-core
    // machine under load that outlasts Vitest's default timeout, and a test's verdict must not depend on the
    // machine's load. The heaviest tests still set a longer timeout of their own.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
