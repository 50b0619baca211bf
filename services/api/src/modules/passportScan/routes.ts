import { hasRole } from '@placement/domain';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { ApiConfig } from '../../context';
import type { Database } from '../../db/Database';
import { badInput, forbidden } from '../../errors';
import { restCaller, sendRestError } from '../../rest';
import { FILE_TOO_LARGE } from '../files/routes';
import { stopMrzOcr } from './mrzOcr';
import { readPassportScan } from './readPassportScan';

/**
 * POST /api/passport-scan/mrz (multipart, one image): the passport's machine-readable lines read from a scan,
 * for a clerk entering (AddEmployees) or correcting (EditEmployees) an employee. The image is read in memory
 * and dropped: it is stored only if the clerk uploads it as the employee's passport scan. Neither the image nor
 * what it says is logged.
 */
export async function passportScanRoutes(
  app: FastifyInstance,
  { db, config }: { db: Database; config: ApiConfig },
) {
  app.addHook('onClose', stopMrzOcr);

  app.post('/api/passport-scan/mrz', async (request, reply) => {
    try {
      const ctx = await restCaller({ db, config }, request, reply);
      const { user } = ctx;
      if (
        user.userType !== 'Super' &&
        !hasRole(user.roles, 'AddEmployees') &&
        !hasRole(user.roles, 'EditEmployees')
      )
        throw forbidden('AddEmployees');
      if (!request.isMultipart()) throw badInput('image', 'Send the scan as a multipart image');
      let image: Buffer | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue;
          image = await part.toBuffer();
          if (part.file.truncated) image = null;
        }
      } catch (error) {
        if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
        return reply.code(413).send({ message: FILE_TOO_LARGE, code: 'FILE_TOO_LARGE' });
      }
      if (!image?.length) throw badInput('image', 'The file is not an image');
      const size = await sharp(image)
        .metadata()
        .catch(() => null);
      if (!size?.width || !size.height) throw badInput('image', 'The file is not an image');
      return await readPassportScan(image);
    } catch (error) {
      return sendRestError(reply, error);
    }
  });
}
