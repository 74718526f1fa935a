// The e-mail campaign capability as one service: templates, campaigns (send, control), lifecycle
// mails and the in-process sender. server/services.ts creates it; server/main.ts starts the worker
// after migrations and stops it on shutdown.
import type { Logger } from "pino";
import type { AuditService } from "../audit/service.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/index.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { Metrics } from "../metrics.ts";
import { parseCriteria, segmentMembersQuery } from "../segments/criteria.ts";
import { createLifecycleService, type LifecycleService } from "./lifecycle.ts";
import { createCampaignsService, type CampaignsService, type SegmentMembersQuery } from "./service.ts";
import { createTemplatesService, type TemplatesService } from "./templates.ts";
import { createTemplateTextsService, type TemplateTextsService } from "./template-texts.ts";
import { createCampaignWorker, type CampaignWorker } from "./worker.ts";

export interface CampaignModule {
  templates: TemplatesService;
  /** Each template's subject and body in every language. */
  templateTexts: TemplateTextsService;
  sends: CampaignsService;
  lifecycle: LifecycleService;
  worker: CampaignWorker;
}

/** A stored segment's criteria (criteria_json) to its members, through server/segments. */
export const storedSegmentMembers: SegmentMembersQuery = (kysely, criteria) => {
  const parsed = parseCriteria(criteria);
  if (!parsed.ok) throw new Error(`stored segment criteria are invalid: ${parsed.message}`);
  return segmentMembersQuery(kysely, parsed.criteria);
};

export function createCampaignModule(deps: {
  config: Pick<Config, "PUBLIC_URL" | "CAMPAIGN_RATE_PER_SECOND" | "CAMPAIGN_BATCH_SIZE">;
  db: Db;
  logger: Logger;
  mailer: Mailer;
  audit: AuditService;
  segmentMembers?: SegmentMembersQuery;
  metrics?: Pick<Metrics, "campaignMail">;
  now?: () => number;
}): CampaignModule {
  const { config, db, logger, mailer, audit, now } = deps;
  const publicUrl = config.PUBLIC_URL;
  // The worker is made last; the services wake it through this late-bound reference.
  const late: { worker?: CampaignWorker } = {};
  const wake = () => late.worker?.wake();
  const sends = createCampaignsService({ db, audit, segmentMembers: deps.segmentMembers ?? storedSegmentMembers, publicUrl, wake, now });
  const lifecycle = createLifecycleService({ db, audit, campaigns: sends, logger, publicUrl, wake, now });
  const worker = createCampaignWorker({
    db,
    mailer,
    logger,
    publicUrl,
    ratePerSecond: config.CAMPAIGN_RATE_PER_SECOND,
    batchSize: config.CAMPAIGN_BATCH_SIZE,
    finishDrained: () => sends.finishDrained(),
    startDue: () => sends.startDue(),
    lifecycleTick: () => lifecycle.tick(),
    metrics: deps.metrics,
    now,
  });
  late.worker = worker;
  return {
    templates: createTemplatesService({ db, audit, mailer, now }),
    templateTexts: createTemplateTextsService({ db, audit, now }),
    sends,
    lifecycle,
    worker,
  };
}
