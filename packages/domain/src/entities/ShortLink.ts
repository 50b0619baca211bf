import type { EntityId } from './EntityId';

// A share link: 6 characters opening the chosen employees' CVs without sign-in.
export interface ShortLink {
  _id: EntityId;
  link: string;
  employees: Array<{ _id: EntityId; givenName?: string | null }>;
}
