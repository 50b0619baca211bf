import type { PictureType } from '../enums';
import type { EntityId } from './EntityId';

// An image upload: the record it belongs to, what picture it is, and the image (data URL or file name).
export interface PhotoUpload {
  _id: EntityId;
  type: PictureType;
  avatar: string;
}
