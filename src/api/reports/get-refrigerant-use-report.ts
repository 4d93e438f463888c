/**
 * `GET /api/reports/refrigerant-use?relationId&from&to`: the refrigerant-use report of an
 * organisation and its children over a period (a computed report, not a synced collection), and the
 * paths of the same report as CSV and PDF for `downloadFile`. Offline this throws a network
 * `ApiError`; the screen falls back on the last stored answer.
 */
import type { ApiClient } from '../api-client';
import { itemEnvelope } from '../contract/common';
import { RefrigerantUseReport } from '../contract/reports';
import { withSearchParams } from '../search-params';

export interface RefrigerantUseReportRequest {
  organisationId: string;
  /** First day, `YYYY-MM-DD`, inclusive. */
  from: string;
  /** Last day, `YYYY-MM-DD`, inclusive. */
  to: string;
}

const path = 'reports/refrigerant-use';
const RefrigerantUseReportResponse = itemEnvelope(RefrigerantUseReport);

function searchParams(request: RefrigerantUseReportRequest) {
  return { relationId: request.organisationId, from: request.from, to: request.to };
}

export async function getRefrigerantUseReport(
  client: ApiClient,
  request: RefrigerantUseReportRequest,
): Promise<RefrigerantUseReport> {
  const answer = await client.request({
    method: 'get',
    path,
    searchParams: searchParams(request),
    schema: RefrigerantUseReportResponse,
  });
  return answer.data;
}

/** The path (below the API base) of the report as a CSV (Excel, Dutch settings) or PDF file. */
export function refrigerantUseReportFilePath(
  request: RefrigerantUseReportRequest,
  format: 'csv' | 'pdf',
): string {
  return withSearchParams(path, { ...searchParams(request), format });
}
