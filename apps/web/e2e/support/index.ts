// The e2e harness: start the real product, drive Debian's Chromium, sign in. See e2e/README in the skeleton
// note (notes/web-skeleton-ready.md) for how a screen's test uses it.
export { startProduct, type RunningProduct, type StartOptions } from './startProduct';
export { launchBrowser, newPage, type PageOptions } from './browser';
export { signIn } from './signIn';
export { DEMO, DEMO_PASSWORD } from './demoAccounts';
export { waitUntilSettled } from './waitUntilSettled';
export { useProduct, type ProductFixture } from './useProduct';
export { appRows, waitForAppRows } from './listRows';
