import type { CompanyType, UserKind, UserStatus } from '../enums';
import type { EntityId } from './EntityId';
import type { Role } from './Role';

export interface User {
  _id: EntityId;
  name?: string | null;
  email?: string | null;
  avatar?: string | null;
  /** The sign-in token of the stored user; never logged. */
  token?: string | null;
  /** The type of the user's company. */
  clientType?: CompanyType | null;
  userType?: UserKind | null;
  status?: UserStatus | null;
  /** The user's company id. */
  company?: EntityId | null;
  roles?: Role[] | null;
  /** The company's licence state, as the signed-in user carries it (spec 02 §3). */
  licence?: string | null;
}
