import { z } from 'zod';
import { defineRoute } from './route.js';
import { BodyId } from './common.js';
import { LOCALES, type Locale } from './enums.js';

/** The notification types an admin may send a campaign under (decision 055); members opt in to each. */
export const CAMPAIGN_TYPES = ['promotions', 'news'] as const;
export const CampaignType = z.enum(CAMPAIGN_TYPES);
export type CampaignType = z.infer<typeof CampaignType>;

export const MAX_CAMPAIGN_SUBJECT = 120;
export const MAX_CAMPAIGN_BODY = 4000;

export const CampaignText = z.object({
  subject: z.string().trim().max(MAX_CAMPAIGN_SUBJECT, 'too_long'),
  body: z.string().trim().max(MAX_CAMPAIGN_BODY, 'too_long'),
});
export type CampaignText = z.infer<typeof CampaignText>;

/** A language is written when both its subject and its body have text; half a language is refused. */
const CampaignTexts = z
  .object(Object.fromEntries(LOCALES.map((l) => [l, CampaignText.optional()])) as Record<Locale, z.ZodOptional<typeof CampaignText>>)
  .superRefine((texts, ctx) => {
    let written = 0;
    for (const locale of LOCALES) {
      const text = texts[locale];
      if (!text || (!text.subject && !text.body)) continue;
      if (!text.subject) ctx.addIssue({ code: 'custom', message: 'required', path: [locale, 'subject'] });
      else if (!text.body) ctx.addIssue({ code: 'custom', message: 'required', path: [locale, 'body'] });
      else written++;
    }
    if (written === 0) ctx.addIssue({ code: 'custom', message: 'required', path: [LOCALES[0], 'subject'] });
  });

export const CampaignDraft = z
  .object({
    type: CampaignType,
    email: z.boolean(),
    push: z.boolean(),
    texts: CampaignTexts,
  })
  .refine((d) => d.email || d.push, { message: 'required', path: ['email'] });
export type CampaignDraft = z.infer<typeof CampaignDraft>;

export const Campaign = z.object({
  id: z.number().int(),
  type: CampaignType,
  email: z.boolean(),
  push: z.boolean(),
  /** The languages it was written in (only members with one of these languages get it). */
  languages: z.array(z.enum(LOCALES)),
  /** The subject in the first language written. */
  subject: z.string(),
  /** Members who had opted in (on a chosen channel, in a written language) when it was sent. */
  audience: z.number().int(),
  emails_sent: z.number().int(),
  pushes_sent: z.number().int(),
  /** failed: the job gave up after its retries (decision 061); `failure` says why, the counts what went out. */
  status: z.enum(['sending', 'sent', 'failed']),
  failure: z
    .object({
      /** undelivered: the mail server or push service still refused `undelivered` deliveries at the last try. */
      reason: z.enum(['undelivered', 'timeout', 'error']),
      undelivered: z.number().int().nullable(),
      /** The job's error, untranslated, for staff. */
      message: z.string(),
    })
    .nullable(),
  failed_at: z.string().nullable(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type Campaign = z.infer<typeof Campaign>;

export const previewCampaign = defineRoute({
  method: 'POST',
  path: '/api/campaign-preview.php',
  summary: 'The mail and push a campaign would make in one language, rendered as sent, and how many members would get it now.',
  access: 'admin',
  body: z.object({ draft: CampaignDraft, language: z.enum(LOCALES) }),
  response: z.object({
    /** Null when this language has no text (its members get nothing). */
    mail: z.object({ subject: z.string(), text: z.string(), html: z.string() }).nullable(),
    push: z.object({ title: z.string(), body: z.string() }).nullable(),
    audience: z.object({ email: z.number().int(), push: z.number().int(), members: z.number().int() }),
  }),
});

export const sendCampaign = defineRoute({
  method: 'POST',
  path: '/api/campaigns.php',
  summary: 'Sends a promotion or news item to the members who opted in to its type, by mail and/or push, each member at most once.',
  access: 'admin',
  idempotent: true,
  body: CampaignDraft,
  response: z.object({ campaign: Campaign }),
});

export const listCampaigns = defineRoute({
  method: 'GET',
  path: '/api/campaigns.php',
  summary: 'The campaigns sent, newest first, with how many mails and pushes went out so far.',
  access: 'admin',
  response: z.object({ campaigns: z.array(Campaign) }),
});

export const resumeCampaign = defineRoute({
  method: 'POST',
  path: '/api/campaign-resume.php',
  summary: 'Sends a failed campaign to the rest: a new job, which skips every member who has it already.',
  access: 'admin',
  idempotent: true,
  body: z.object({ id: BodyId }),
  response: z.object({ campaign: Campaign }),
});
