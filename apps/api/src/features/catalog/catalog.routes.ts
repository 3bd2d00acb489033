import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  changeDiscountCode,
  changePackage,
  createDiscountCode,
  createPackage,
  getSiteSettingsForm,
  listAdminPackages,
  listDiscountCodes,
  updateCompanyInfo,
  updateSiteSettings,
} from '@dating/contracts';
import { route } from '../../lib/route.js';
import type { AuditActor } from '../staff/audit.service.js';
import * as catalog from './catalog.service.js';

/** The admin's catalogue (decision 054): discount codes, packages and prices, site settings and company info. */
export default async function catalogRoutes(app: FastifyInstance) {
  const now = () => app.deps.clock();
  const actorOf = (request: FastifyRequest): AuditActor => ({ user: request.staff!.user, ip: request.ip });

  route(app, listDiscountCodes, async (request) => ({ codes: await catalog.listCodes(request.unitDb, request.query.search || undefined, now()) }));
  route(app, createDiscountCode, async (request) => ({ code: await catalog.createCode(request.unitDb, request.body, actorOf(request), now()) }));
  route(app, changeDiscountCode, async (request) => ({ code: await catalog.endCode(request.unitDb, request.body.id, request.body.action, actorOf(request), now()) }));

  route(app, listAdminPackages, async (request) => ({ packages: await catalog.listPackages(request.unitDb) }));
  route(app, createPackage, async (request) => ({ package: await catalog.addPackage(request.unitDb, request.body, actorOf(request), now()) }));
  route(app, changePackage, async (request) => ({ package: await catalog.changePackage(request.unitDb, request.body, actorOf(request), now()) }));

  route(app, getSiteSettingsForm, async (request) => {
    const company = await app.sites.company(request.site.id);
    return { host: request.site.host, settings: catalog.settingsForm(request.site), company: company ? catalog.companyForm(company) : null };
  });
  // The cached site and company rows are dropped, so settings.php and companyinfo.php answer the change at once.
  route(app, updateSiteSettings, async (request) => {
    await catalog.saveSettings(request.unitDb, request.site.id, request.body, actorOf(request), now());
    app.sites.clear();
    return { success: true as const };
  });
  route(app, updateCompanyInfo, async (request) => {
    await catalog.saveCompany(request.unitDb, request.site, request.body, actorOf(request), now());
    app.sites.clear();
    return { success: true as const };
  });
}
