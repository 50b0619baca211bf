import { MAX_UPLOAD_BYTES, VALIDATION_MESSAGES, type UploadTypeName } from '@placement/domain';
import { GraphQLUpload, type FileUpload } from 'graphql-upload-minimal';
import type { IResolvers } from 'mercurius';
import type { SignedInContext } from '../../context';
import { ApiError, badInput } from '../../errors';
import { acceptUpload } from '../../files/acceptUpload';
import { readUploadedFile } from '../../files/graphqlUploads';

export const uploadSchema = /* GraphQL */ `
  scalar Upload

  """
  An image for a record (spec 01 §7: _id, type, avatar). Give the image either as avatar, a data URL
  (base64), or as file, a GraphQL multipart upload. At most 1,000,000 bytes.
  """
  input PhotoUploadInput {
    _id: ID
    type: String
    avatar: String
    file: Upload
  }

  type UploadResult {
    message: String!
    "The stored file, served at /api/files/{fileName} to whoever may see its record."
    fileName: String!
    _id: ID
    type: String!
  }

  extend type Mutation {
    "An employee's face (300x300), stand (250x1000) or passport (700x700) picture, or a document page."
    uploadPicture(input: PhotoUploadInput!): UploadResult!
    "The caller's own profile picture (200x200)."
    uploadProfilePicture(input: PhotoUploadInput!): UploadResult!
    "The company's header or footer (1200x200): the caller's own company, any company for Super."
    uploadCompanyPicture(input: PhotoUploadInput!): UploadResult!
    "A file named in a record later: medical passport scans and payment screenshots (700x700)."
    uploadFile(input: PhotoUploadInput!): UploadResult!
  }
`;

interface PhotoUploadInput {
  _id?: string | null;
  type?: string | null;
  avatar?: string | null;
  file?: Promise<FileUpload> | null;
}

/** The image of an upload input: the multipart file, or the data URL's bytes. */
export async function imageOf(input: { avatar?: string | null; file?: Promise<FileUpload> | null }) {
  if (input.file) return readUploadedFile(input.file);
  if (!input.avatar) throw badInput('avatar', 'Choose an image');
  // The argument check already capped the text near the upload limit, so decoding it first costs little.
  const image = Buffer.from(input.avatar.replace(/^data:[^;,]*;base64,/, ''), 'base64');
  if (image.length > MAX_UPLOAD_BYTES)
    throw new ApiError(VALIDATION_MESSAGES.uploadTooLarge, 'FILE_TOO_LARGE', { field: 'avatar' });
  return image;
}

const mutation =
  (defaultType: UploadTypeName, allowed: readonly UploadTypeName[]) =>
  async (_root: unknown, { input }: { input: PhotoUploadInput }, context: unknown) => {
    const ctx = context as SignedInContext;
    const image = await imageOf(input);
    return acceptUpload(ctx, { id: input._id ?? '', type: input.type || defaultType, image }, allowed);
  };

export const uploadResolvers: IResolvers = {
  Upload: GraphQLUpload as never,
  Mutation: {
    uploadPicture: mutation('face', ['face', 'stand', 'passport']),
    uploadProfilePicture: mutation('avatar', ['avatar']),
    uploadCompanyPicture: mutation('header', ['header', 'footer']),
    uploadFile: mutation('medical', ['medical']),
  },
};
