import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  createFictionalProfile,
  deleteFictionalPhoto,
  getFictionalProfile,
  listFictionalProfiles,
  setFictionalStatus,
  updateFictionalPhoto,
  updateFictionalProfile,
  uploadFictionalPhoto,
} from '@dating/contracts';
import { readPhotoUpload } from '../../lib/photo-upload.js';
import { route } from '../../lib/route.js';
import type { AuditActor } from '../staff/audit.service.js';
import * as fictional from './fictional.service.js';

/** The admins' management of fictional chat-pal profiles (decision 053); every change is audited. */
export default async function fictionalRoutes(app: FastifyInstance) {
  const now = () => app.deps.clock();
  const actorOf = (request: FastifyRequest): AuditActor => ({ user: request.staff!.user, ip: request.ip });

  route(app, listFictionalProfiles, async (request) => fictional.listFictional(request.unitDb, request.query, request.site, now()));

  route(app, getFictionalProfile, async (request) => ({ profile: await fictional.getFictional(request.unitDb, request.query.id, request.site, now()) }));

  route(app, createFictionalProfile, async (request) => {
    const { persona_notes: personaNotes, status, ...update } = request.body;
    return { profile: await fictional.createFictional(request.unitDb, { actor: actorOf(request), update, personaNotes, status, site: request.site, now: now() }) };
  });

  route(app, updateFictionalProfile, async (request) => {
    const { id, persona_notes: personaNotes, ...update } = request.body;
    return { profile: await fictional.updateFictional(request.unitDb, { actor: actorOf(request), id, update, personaNotes, site: request.site, now: now() }) };
  });

  route(app, setFictionalStatus, async (request) => ({
    profile: await fictional.setFictionalStatus(request.unitDb, { actor: actorOf(request), id: request.body.id, status: request.body.status, site: request.site, now: now() }),
  }));

  route(
    app,
    uploadFictionalPhoto,
    async (request) => {
      const data = await readPhotoUpload(request);
      const input = { actor: actorOf(request), id: request.query.profile_id, data, paid: request.query.paid === '1', site: request.site, now: now() };
      return { profile: await fictional.addFictionalPhoto(request.unitDb, app.deps.photoStore, input) };
    },
    { rateLimit: 'upload' },
  );

  route(app, updateFictionalPhoto, async (request) => {
    const { photo_id: photoId, main, paid, move } = request.body;
    return { profile: await fictional.changeFictionalPhoto(request.unitDb, { actor: actorOf(request), photoId, main, paid, move, site: request.site, now: now() }) };
  });

  route(app, deleteFictionalPhoto, async (request) => ({
    profile: await fictional.removeFictionalPhoto(request.unitDb, app.deps.photoStore, { actor: actorOf(request), photoId: request.body.photo_id, site: request.site, now: now() }),
  }));
}
