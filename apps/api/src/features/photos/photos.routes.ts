import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { MAX_PHOTO_BYTES, deletePhoto, listOwnPhotos, moderatePhoto, setMainPhoto, uploadPhoto } from '@dating/contracts';
import { route } from '../../lib/route.js';
import { ApiError } from '../../lib/api-error.js';
import * as photos from './photos.service.js';

const tooLarge = () => new ApiError(400, 'photo_too_large', undefined, { megabytes: MAX_PHOTO_BYTES / 1048576 });

export default async function photoRoutes(app: FastifyInstance) {
  const { photoStore } = app.deps;
  const now = () => app.deps.clock();
  await app.register(multipart, { limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 5, parts: 6 } });

  // Files on this machine's disk are served under the default cdn_prefix (/media).
  if (photoStore.localRoot) {
    await app.register(fastifyStatic, {
      root: photoStore.localRoot,
      prefix: '/media/',
      decorateReply: false,
      index: false,
      list: false,
      immutable: true,
      maxAge: '365d',
    });
  }

  route(app, listOwnPhotos, async (request) => photos.listOwnPhotos(app.db, request.member!, request.site.cdnPrefix));

  route(app, uploadPhoto, async (request) => {
    let data: Buffer;
    try {
      const file = await request.file();
      if (!file || file.fieldname !== 'photo') throw new ApiError(400, 'photo_missing');
      data = await file.toBuffer();
    } catch (error) {
      if (error instanceof ApiError) throw error;
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
      throw new ApiError(400, 'photo_missing');
    }
    await photos.addPhoto(app.db, photoStore, {
      user: request.member!,
      data,
      autoApprove: app.deps.env.photoModeration === 'auto',
      now: now(),
    });
    return photos.listOwnPhotos(app.db, request.member!, request.site.cdnPrefix);
  });

  route(app, setMainPhoto, async (request) => {
    await photos.setMain(app.db, request.member!.id, request.body.id);
    return photos.listOwnPhotos(app.db, request.member!, request.site.cdnPrefix);
  });

  route(app, deletePhoto, async (request) => {
    await photos.removePhoto(app.db, photoStore, request.member!.id, request.body.id);
    return photos.listOwnPhotos(app.db, request.member!, request.site.cdnPrefix);
  });

  route(app, moderatePhoto, async (request) => {
    if (request.member!.role === 'member') throw new ApiError(403, 'forbidden');
    await photos.moderate(app.db, request.body.id, request.body.status);
    return { success: true as const };
  });
}
