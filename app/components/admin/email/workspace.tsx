// The Email Campaigns page's body: loads the templates and segments the sections share (from the
// admin APIs, in the browser) and lays out Templates, Campaigns and Lifecycle.
import { useCallback, useEffect, useState } from "react";
import { useAdminT } from "../../../../shared/i18n/admin/index.ts";
import { getJson, segmentOptionsOf, type ApiResult, type EmailTemplate, type SegmentOption } from "./api.ts";
import { CampaignsSection } from "./campaigns.tsx";
import { errorText } from "./errors.ts";
import { LifecycleSection } from "./lifecycle.tsx";
import { TemplatesSection } from "./templates.tsx";
import { StatusLine, type Status } from "./ui.tsx";

const fetchTemplates = () => getJson<{ templates: EmailTemplate[] }>("/api/admin/templates");

export function EmailWorkspace() {
  const t = useAdminT();
  const [templates, setTemplates] = useState<EmailTemplate[] | null>(null);
  const [templatesStatus, setTemplatesStatus] = useState<Status>(null);
  const [segments, setSegments] = useState<SegmentOption[] | null>(null);
  const [segmentsError, setSegmentsError] = useState<string | null>(null);

  const applyTemplates = useCallback(
    (result: ApiResult<{ templates: EmailTemplate[] }>) => {
      if (result.ok) {
        setTemplates(result.data.templates);
        setTemplatesStatus(null);
      } else setTemplatesStatus({ kind: "error", text: errorText(t, result) });
    },
    [t],
  );
  const loadTemplates = useCallback(() => fetchTemplates().then(applyTemplates), [applyTemplates]);

  useEffect(() => {
    void fetchTemplates().then(applyTemplates);
    void getJson<unknown>("/api/admin/segments").then((result) => {
      if (result.ok) setSegments(segmentOptionsOf(result.data));
      else {
        setSegments([]);
        setSegmentsError(errorText(t, result));
      }
    });
  }, [applyTemplates, t]);

  return (
    <div
      className="mt-6 grid gap-6"
      data-testid="email-workspace"
      data-ready={templates !== null && segments !== null ? "true" : undefined}
    >
      <StatusLine status={templatesStatus} testId="templates-load-status" />
      <TemplatesSection templates={templates} onChanged={loadTemplates} />
      <CampaignsSection templates={templates} segments={segments} segmentsError={segmentsError} />
      <LifecycleSection templates={templates} segments={segments} />
    </div>
  );
}
