import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'api', include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'] },
});
