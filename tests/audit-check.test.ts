import { describe, expect, it } from "vitest";
import { auditVerdict } from "../scripts/audit-check.ts";

describe("CI's npm audit verdict", () => {
  it("fails on a high or critical advisory, naming the packages", () => {
    const report = {
      auditReportVersion: 2,
      vulnerabilities: { "some-lib": { severity: "high" }, "other-lib": { severity: "moderate" }, "bad-lib": { severity: "critical" } },
      metadata: { vulnerabilities: { info: 0, low: 0, moderate: 1, high: 1, critical: 1, total: 3 } },
    };
    expect(auditVerdict(JSON.stringify(report))).toEqual({
      kind: "findings",
      serious: [
        { name: "some-lib", severity: "high" },
        { name: "bad-lib", severity: "critical" },
      ],
    });
  });

  it("passes with only low and moderate advisories", () => {
    const report = {
      auditReportVersion: 2,
      vulnerabilities: { x: { severity: "moderate" } },
      metadata: { vulnerabilities: { moderate: 1, high: 0, critical: 0, total: 1 } },
    };
    expect(auditVerdict(JSON.stringify(report)).kind).toBe("clean");
  });

  it("reports an unreachable advisory database (this registry's 405) as not run, not as clean", () => {
    const error = {
      message: "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk",
      statusCode: 405,
    };
    expect(auditVerdict(JSON.stringify(error))).toEqual({ kind: "unavailable", reason: error.message });
    expect(auditVerdict("").kind).toBe("unavailable");
  });
});
