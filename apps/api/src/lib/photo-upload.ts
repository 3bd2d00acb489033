import type { FastifyRequest } from 'fastify';
import { MAX_PHOTO_BYTES } from '@dating/contracts';
import { ApiError, fail } from './api-error.js';

export const photoTooLarge = () => fail('photo_too_large', { megabytes: MAX_PHOTO_BYTES / 1048576 });

/** The one file of a multipart upload, in the field named `photo`; a clear 400 for anything else. */
export async function readPhotoUpload(request: FastifyRequest): Promise<Buffer> {
  try {
    const file = await request.file();
    if (!file || file.fieldname !== 'photo') throw fail('photo_missing');
    const data = await file.toBuffer();
    if (data.length > MAX_PHOTO_BYTES) throw photoTooLarge();
    return data;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw photoTooLarge();
    throw fail('photo_missing');
  }
}
