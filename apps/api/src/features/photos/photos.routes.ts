import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { deletePhoto, listOwnPhotos, listPendingPhotos, moderatePhoto, setMainPhoto, uploadPhoto } from '@dating/contracts';
import { route } from '../../lib/route.js';
import { cdnOrigin } from '../../lib/media.js';
import { readPhotoUpload } from '../../lib/photo-upload.js';
import * as photos from './photos.service.js';

export default async function photoRoutes(app: FastifyInstance) {
  const { photoStore } = app.deps;
  const now = () => app.deps.clock();

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
    // An image CDN on another origin (decision 068) fetches the files here and passes the headers on: the
    // site's pages may show them only when they are not marked same-origin. Other sites keep same-origin.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.url.startsWith('/media/') && cdnOrigin(request.site.cdnPrefix)) reply.header('cross-origin-resource-policy', 'cross-origin');
      return payload;
    });
  }

  route(app, listOwnPhotos, async (request) => photos.listOwnPhotos(request.unitDb, request.member, request.site.cdnPrefix));

  route(app, uploadPhoto, async (request) => {
    const data = await readPhotoUpload(request);
    await photos.addPhoto(request.unitDb, photoStore, {
      user: request.member,
      data,
      autoApprove: app.deps.env.photoModeration === 'auto',
      now: now(),
    });
    return photos.listOwnPhotos(request.unitDb, request.member, request.site.cdnPrefix);
  }, { rateLimit: 'upload' });

  route(app, setMainPhoto, async (request) => {
    await photos.setMain(request.unitDb, request.member.id, request.body.id);
    return photos.listOwnPhotos(request.unitDb, request.member, request.site.cdnPrefix);
  });

  route(app, deletePhoto, async (request) => {
    await photos.removePhoto(request.unitDb, photoStore, request.member.id, request.body.id);
    return photos.listOwnPhotos(request.unitDb, request.member, request.site.cdnPrefix);
  });

  route(app, moderatePhoto, async (request) => {
    const { id, ...verdict } = request.body;
    await photos.moderate(request.unitDb, id, verdict, { user: request.member, ip: request.ip }, now());
    return { success: true as const };
  });

  route(app, listPendingPhotos, async (request) => photos.pendingPhotos(request.unitDb, request.query, request.site.cdnPrefix));
}
