import type { RoleName } from '../enums/roleName';
import type { EntityId } from './EntityId';

// A named permission; a user holds a list of them and the menu and routes check them by displayName.
export interface Role {
  _id: EntityId;
  displayName: RoleName | string;
}
