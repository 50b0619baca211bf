import { MAX_UPLOAD_BYTES, VALIDATION_MESSAGES } from '@placement/domain';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { processRequest, type FileUpload } from 'graphql-upload-minimal';
import { badInput, ApiError } from '../errors';

/**
 * Multipart requests: @fastify/multipart for POST /api/uploads, and GraphQL multipart (the upload mutations'
 * `file: Upload`) read by graphql-upload-minimal. This is what mercurius-upload does, without its own multipart
 * parser: one content type takes one parser. Registered before mercurius, whose route takes the parsers and
 * hooks that exist when it is added.
 */
export async function acceptUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  app.addHook('preValidation', async (request, reply) => {
    if (request.routeOptions.url !== '/graphql' || !request.isMultipart?.()) return;
    try {
      request.body = await processRequest(request.raw, reply.raw, {
        maxFileSize: MAX_UPLOAD_BYTES,
        maxFiles: 1,
      });
    } catch (error) {
      const status = (error as { status?: number }).status ?? 400;
      const message = status === 413 ? VALIDATION_MESSAGES.uploadTooLarge : (error as Error).message;
      return reply.code(status).send({
        data: null,
        errors: [{ message, extensions: { code: status === 413 ? 'FILE_TOO_LARGE' : 'BAD_USER_INPUT' } }],
      });
    }
  });
}

/** An uploaded file's bytes, or the spec's size message when it is over 1,000,000 bytes. */
export async function readUploadedFile(file: Promise<FileUpload> | FileUpload): Promise<Buffer> {
  const tooLarge = () =>
    new ApiError(VALIDATION_MESSAGES.uploadTooLarge, 'FILE_TOO_LARGE', { field: 'file' });
  const upload = await file;
  const chunks: Buffer[] = [];
  try {
    const stream = upload.createReadStream();
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    // Past the limit busboy stops the file short and marks it truncated, without an error.
    if ((stream as { truncated?: boolean }).truncated) throw tooLarge();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if ((error as { status?: number }).status === 413) throw tooLarge();
    throw badInput('file', 'The file could not be read');
  }
  return Buffer.concat(chunks);
}
