import type { publicEn } from './en';

type Strings<T> = { readonly [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
/** Every language has the English keys of the signed-out pages, each a string. */
export type PublicCatalogue = Strings<typeof publicEn>;
