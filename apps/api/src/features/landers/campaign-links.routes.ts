import type { FastifyInstance, FastifyRequest } from 'fastify';
import { changeCampaignLink, createCampaignLink, listCampaignLinks } from '@dating/contracts';
import { route } from '../../lib/route.js';
import type { AuditActor } from '../staff/audit.service.js';
import * as links from './campaign-links.service.js';

/** Campaign short links in the console (decision 063); admins only, each change audited. */
export default async function campaignLinkRoutes(app: FastifyInstance) {
  const now = () => app.deps.clock();
  const actorOf = (request: FastifyRequest): AuditActor => ({ user: request.staff!.user, ip: request.ip });

  route(app, listCampaignLinks, async (request) => ({ links: await links.listLinks(request.unitDb) }));
  route(app, createCampaignLink, async (request) => ({ link: await links.createLink(request.unitDb, request.body, actorOf(request), now()) }));
  route(app, changeCampaignLink, async (request) => ({ link: await links.setLinkActive(request.unitDb, request.body.token, request.body.active, actorOf(request), now()) }));
}
