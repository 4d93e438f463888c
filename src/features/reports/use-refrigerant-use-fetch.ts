/**
 * Asks the server for a refrigerant-use report and stores the answer locally (report-results.ts);
 * the screen shows the stored answer through a live query, so a fetched report and one read back
 * offline look the same. The state says whether a request runs and why the last one failed:
 * `offline` (no answer), `forbidden` (403, already told by the app's toast) or `server`.
 * Only the latest request counts: an older answer that arrives late is stored but not reported.
 */
import { useCallback, useRef, useState } from 'react';
import { useApiClient } from '../../api/api-client-context';
import { ApiError } from '../../api/api-error';
import {
  getRefrigerantUseReport,
  type RefrigerantUseReportRequest,
} from '../../api/reports/get-refrigerant-use-report';
import { useDatabase } from '../../db/database-context';
import { reportResultKey } from './report-periods';
import { saveRefrigerantUseResult } from './report-results';

export type ReportFetchState =
  | { status: 'idle' }
  | { status: 'loading'; key: string }
  | { status: 'failed'; key: string; reason: 'offline' | 'forbidden' | 'server'; message: string | null };

export function useRefrigerantUseFetch(): {
  state: ReportFetchState;
  show: (request: RefrigerantUseReportRequest) => Promise<void>;
} {
  const client = useApiClient();
  const db = useDatabase();
  const [state, setState] = useState<ReportFetchState>({ status: 'idle' });
  const latest = useRef(0);

  const show = useCallback(
    async (request: RefrigerantUseReportRequest) => {
      const ticket = ++latest.current;
      const key = reportResultKey(request.organisationId, request);
      setState({ status: 'loading', key });
      try {
        const report = await getRefrigerantUseReport(client, request);
        await saveRefrigerantUseResult(db, request.organisationId, report);
        if (ticket === latest.current) setState({ status: 'idle' });
      } catch (error) {
        if (ticket !== latest.current) return;
        const apiError = error instanceof ApiError ? error : ApiError.network(error);
        setState({
          status: 'failed',
          key,
          reason: apiError.kind === 'network' ? 'offline' : apiError.status === 403 ? 'forbidden' : 'server',
          message: apiError.kind === 'http' ? apiError.message : null,
        });
      }
    },
    [client, db],
  );
  return { state, show };
}
