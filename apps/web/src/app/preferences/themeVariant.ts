import { useSyncExternalStore } from 'react';
import type { CompanyVariant } from '@placement/ui';

// The company look (sudan2) follows the signed-in user's company, which only the signed-in layout knows; the
// theme around every page reads it from here, so the signed-out pages need neither the user nor Apollo.
let current: CompanyVariant = 'default';
const listeners = new Set<() => void>();

export const themeVariant = {
  get: (): CompanyVariant => current,
  set(variant: CompanyVariant): void {
    if (variant === current) return;
    current = variant;
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useThemeVariant(): CompanyVariant {
  return useSyncExternalStore(themeVariant.subscribe, themeVariant.get, themeVariant.get);
}
