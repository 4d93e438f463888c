/**
 * Owns the shape of every error answer: `{ message, errors? }` (product.md §3), localized by
 * `Accept-Language`, never a stack trace and never a 500 for bad input.
 *
 * The rule for bad input:
 * - a body that cannot be parsed (malformed or empty JSON) is 400;
 * - a request that parses but does not match its route schema (unknown fields, wrong types, missing
 *   values, in the body, the query or the path) is 422 with `errors` listing each field; so is text
 *   the input rules refuse (`input-rules.ts`: U+0000 and other controls, lone surrogates);
 * - a body over the limit is 413, a content type the route does not accept is 415;
 * - an unknown route under `/api` is 404 JSON. Other unknown GETs may be answered by `notFoundFallback`
 *   (the static plugin serves the PWA shell there).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '../../../src/api/contract/common';
import { isHttpError } from './http-error';
import { invalidCharactersIssue } from './input-rules';
import { messageFor, type MessageKey } from './messages';

export interface ErrorHandlerOptions {
  /** Answers a non-API miss (for example with the PWA shell); returns false to fall through to 404. */
  notFoundFallback?: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
}

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

const statusMessages: Record<number, MessageKey> = {
  400: 'badRequest',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'notFound',
  413: 'bodyTooLarge',
  415: 'unsupportedMediaType',
  422: 'validationFailed',
  429: 'tooManyRequests',
};

const malformedBodyCodes = new Set([
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
]);

function valueAt(source: unknown, path: string[]): unknown {
  let current: unknown = source;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function fieldMessage(
  request: FastifyRequest,
  issue: ValidationIssue,
  input: unknown,
  path: string[],
): string {
  if (issue.keyword === 'custom' && issue.message === invalidCharactersIssue) {
    return messageFor(request, 'invalidCharacters');
  }
  if (issue.keyword === 'invalid_type' && valueAt(input, path) === undefined) {
    return messageFor(request, 'fieldRequired');
  }
  if (issue.keyword === 'too_big') return messageFor(request, 'fieldTooLong');
  if (issue.keyword === 'too_small') return messageFor(request, 'fieldTooShort');
  if (issue.keyword === 'invalid_format') return messageFor(request, 'invalidFormat');
  return messageFor(request, 'invalidValue');
}

/** Turns schema validation issues into `{ field: [message] }`; nested paths join with dots. */
function fieldErrors(request: FastifyRequest, error: FastifyError): Record<string, string[]> {
  const context = error.validationContext ?? 'body';
  const input =
    context === 'body'
      ? request.body
      : context === 'querystring'
        ? request.query
        : context === 'params'
          ? request.params
          : request.headers;
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    const list = (errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  for (const issue of (error.validation ?? []) as unknown as ValidationIssue[]) {
    const path = issue.instancePath.split('/').filter(Boolean);
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)) {
      for (const key of issue.params.keys as string[])
        add([...path, key].join('.'), messageFor(request, 'unknownField'));
      continue;
    }
    add(path.length > 0 ? path.join('.') : context, fieldMessage(request, issue, input, path));
  }
  return errors;
}

async function errorHandlerPlugin(app: FastifyInstance, options: ErrorHandlerOptions) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const send = (status: number, body: ErrorBody, headers?: Record<string, string>) => {
      if (headers) void reply.headers(headers);
      return reply.code(status).type('application/json; charset=utf-8').send(body);
    };

    if (isHttpError(error)) {
      const body: ErrorBody = { message: messageFor(request, error.messageKey) };
      if (error.fieldErrors) body.errors = error.fieldErrors;
      return send(error.statusCode, body, error.headers);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(422, {
        message: messageFor(request, 'validationFailed'),
        errors: fieldErrors(request, error),
      });
    }
    if (malformedBodyCodes.has(error.code) || (error instanceof SyntaxError && error.statusCode === 400)) {
      return send(400, { message: messageFor(request, 'malformedJson') });
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return send(status, { message: messageFor(request, statusMessages[status] ?? 'badRequest') });
    }

    request.log.error({ err: error }, 'request failed');
    return send(500, { message: messageFor(request, 'serverError') });
  });

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path === '/api' || path.startsWith('/api/');
    if (!isApi && options.notFoundFallback && (await options.notFoundFallback(request, reply))) return reply;
    return reply
      .code(404)
      .type('application/json; charset=utf-8')
      .send({ message: messageFor(request, isApi ? 'routeNotFound' : 'notFound') } satisfies ErrorBody);
  });
}

export default fp(errorHandlerPlugin, { name: 'error-handler', fastify: '5.x' });
