/**
 * The refrigerant-use report (product.md §8):
 * `GET /api/reports/refrigerant-use?relationId&from&to[&format=csv|pdf]`.
 *
 * Guarantees:
 * - only a caller with `view reports` gets here (403 otherwise, by the permission hook);
 * - `relationId` outside the caller's organisations answers 403 like every organisation filter
 *   (the scoping hook); an organisation that does not exist answers 404. A customer may leave it out
 *   and gets their own organisation; staff must name one (422);
 * - the report covers the organisation and all its descendants; the period defaults to the last 12
 *   months (Dutch calendar) and `from` must not lie after `to` (422);
 * - CSV (Excel nl) and PDF answers are attachments with `nosniff` and `no-store`: the report holds
 *   customer data and is computed anew on every request. Each such export leaves one entry in the
 *   activity log, committed before the file is sent; the JSON answer (the screen) leaves none.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, itemEnvelope } from '../../../../src/api/contract/common';
import { RefrigerantUseReport, RefrigerantUseReportQuery } from '../../../../src/api/contract/reports';
import { lastTwelveMonths, refrigerantUse, type ReportPeriod } from '../../../../src/lib/refrigerant-use';
import { recordActivity } from '../../activity/record-activity';
import { renderRefrigerantUsePdf } from '../../pdf/refrigerant-use-pdf';
import { HttpError } from '../../plugins/http-error';
import { localeFromAcceptLanguage, messageFor } from '../../plugins/messages';
import { scopeIncludes } from '../../plugins/scoping.plugin';
import { sendFile } from '../../files/send-file';
import { refrigerantUseCsv } from './refrigerant-use-csv';
import { organisationWithDescendants, reportDevices, reportEntries } from './refrigerant-use.repository';

/** `Koudemiddelrapportage <relation number> <from> <to>.<ext>`: sortable and safe in every file system. */
function fileName(report: RefrigerantUseReport, extension: string): string {
  const code = report.organisation.code.replace(/[^\w.-]+/g, '-');
  return `Koudemiddelrapportage ${code} ${report.period.from} ${report.period.to}.${extension}`;
}

const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/reports/refrigerant-use',
    {
      config: { permission: ['view', 'reports'] },
      schema: {
        tags: ['reports'],
        summary:
          'Refrigerant use of an organisation and its children over a period (JSON, or format=csv|pdf as a file)',
        querystring: RefrigerantUseReportQuery,
        response: {
          200: itemEnvelope(RefrigerantUseReport).or(z.any().describe('The CSV or PDF file')),
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          422: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const user = request.auth!.user;
      const organisationId = query.relationId ?? (user.type === 'customer' ? user.organisationId : null);
      if (!organisationId) {
        throw new HttpError(422, 'validationFailed', { relationId: [messageFor(request, 'fieldRequired')] });
      }
      const scope = await request.organisationScope();
      const organisations = await organisationWithDescendants(app.db, organisationId);
      if (!organisations || !scopeIncludes(scope, organisationId)) throw new HttpError(404, 'notFound');

      // Without `from`: the 12 months up to `to` (default today); without `to`: up to today.
      const today = lastTwelveMonths().to;
      const to = query.to ?? (query.from && query.from > today ? query.from : today);
      const period: ReportPeriod = {
        from: query.from ?? lastTwelveMonths(new Date(`${to}T12:00:00Z`)).from,
        to,
      };
      if (period.from > period.to) {
        throw new HttpError(422, 'validationFailed', { from: [messageFor(request, 'invalidValue')] });
      }
      const ids = organisations.map((organisation) => organisation.id);
      const [devices, entries] = await Promise.all([
        reportDevices(app.db, ids),
        reportEntries(app.db, ids, period),
      ]);
      const result = refrigerantUse(period, devices, entries);
      const report: RefrigerantUseReport = {
        organisation: organisations[0]!,
        organisations,
        generatedAt: new Date().toISOString(),
        ...result,
      };

      if (query.format === 'json') return reply.code(200).send({ data: report });
      const file =
        query.format === 'csv'
          ? {
              body: Buffer.from(refrigerantUseCsv(report), 'utf8'),
              type: 'text/csv; charset=utf-8',
              name: fileName(report, 'csv'),
            }
          : {
              body: Buffer.from(
                await renderRefrigerantUsePdf(
                  report,
                  localeFromAcceptLanguage(request.headers['accept-language']),
                ),
              ),
              type: 'application/pdf',
              name: fileName(report, 'pdf'),
            };
      // The export is traced before the file leaves: no report reaches anyone without its entry.
      await app.db.transaction((tx) =>
        recordActivity(tx, request, {
          action: 'report_exported',
          subject: { type: 'report', id: organisationId, label: file.name },
          organisationId,
          description: `Koudemiddelrapportage ${report.organisation.name} van ${period.from} tot en met ${period.to} geëxporteerd als ${query.format.toUpperCase()}`,
        }),
      );
      return sendFile(reply.code(200), { body: file.body, contentType: file.type, fileName: file.name });
    },
  );
};

export default reportRoutes;
