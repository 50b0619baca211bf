import type { adminEn } from './en';

type Strings<T> = { readonly [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
/** Every language has the English keys of the administration screens, each a string. */
export type AdminCatalogue = Strings<typeof adminEn>;
