import type { FastifyInstance } from 'fastify';
import { listCampaigns, previewCampaign, resumeCampaign, sendCampaign } from '@dating/contracts';
import { route } from '../../lib/route.js';
import { translatorFor } from '../../plugins/i18n.js';
import * as campaignService from './campaigns.service.js';

/** Promotions and news written in the console (decision 055); admins only. */
export default async function campaignRoutes(app: FastifyInstance) {
  const now = () => app.deps.clock();

  route(app, previewCampaign, async (request) => {
    const { draft, language } = request.body;
    const languages = campaignService.writtenLanguages(draft.texts);
    const audience = await campaignService.audienceOf(request.unitDb, draft, languages);
    const text = languages.includes(language) ? draft.texts[language]! : null;
    if (!text) return { mail: null, push: null, audience };
    // The preview greets a made-up member, on the admin's own site.
    const t = translatorFor(language, undefined);
    const mail = draft.email ? await campaignService.campaignMail(app, text, { t, locale: language, name: 'Alex', siteId: request.site.id }) : null;
    const push = draft.push ? campaignService.campaignPush(app, 0, text, language) : null;
    return { mail, push: push && { title: push.title, body: push.body }, audience };
  });

  route(
    app,
    sendCampaign,
    async (request) => ({ campaign: await campaignService.createCampaign(app, request.body, { user: request.member, ip: request.ip }, now()) }),
    { idempotency: 'claim' },
  );

  route(
    app,
    resumeCampaign,
    async (request) => ({ campaign: await campaignService.resumeCampaign(app, request.body.id, { user: request.member, ip: request.ip }, now()) }),
    { idempotency: 'claim' },
  );

  route(app, listCampaigns, async (request) => ({ campaigns: await campaignService.listCampaigns(request.unitDb) }));
}

