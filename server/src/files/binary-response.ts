/**
 * The documented 200 answer of a route that sends file bytes: the media types it may send, each a
 * binary string, so a client generated from the OpenAPI document reads bytes and never parses JSON.
 * The bytes themselves are sent as a Buffer or stream, which Fastify never serializes.
 */
import { z } from 'zod';

export function binaryResponse(description: string, mediaTypes: readonly [string, ...string[]]) {
  const schema = z.string().meta({ format: 'binary' });
  return { description, content: Object.fromEntries(mediaTypes.map((type) => [type, { schema }])) };
}
