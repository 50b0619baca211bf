import { hasRole } from '@placement/domain';
import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../../context';
import type { Database } from '../../db/Database';
import { checkedPicture } from '../../files/checkedPicture';
import { checkPermission } from '../guard';
import { restCaller, sendRestError } from '../../rest';
import { FILE_TOO_LARGE, readUpload } from '../files/routes';
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
      // Entering an employee or correcting one: either role may read a scan (the guard lets Super users by).
      const role = hasRole(ctx.user.roles, 'AddEmployees') ? 'AddEmployees' : 'EditEmployees';
      checkPermission({ role }, ctx);
      const upload = await readUpload(request);
      if (upload === 'too-large')
        return reply.code(413).send({ message: FILE_TOO_LARGE, code: 'FILE_TOO_LARGE' });
      await checkedPicture(upload.image);
      return await readPassportScan(upload.image);
    } catch (error) {
      return sendRestError(reply, error);
    }
  });
}
