// What react-i18next imports as `use-sync-external-store/shim`. The shim exists for React before 18; on React
// 18 and later it hands back React's own hook, yet its fallback is still bundled into the entry every page
// loads. The build resolves the shim here instead (vite.config), so the entry carries React's hook alone.
export { useSyncExternalStore } from 'react';
