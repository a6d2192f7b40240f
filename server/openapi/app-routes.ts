/**
 * The app's own routes beside the tools, described from the same zod contracts the routes parse
 * with: chat, uploads and files, the account export, session extension, health and this document.
 */
import { z } from 'zod';
import { signedUrlResponseSchema, uploadResponseSchema, UPLOAD_BUCKETS, UPLOAD_LIMITS } from '../../tools/analysis/contracts.js';
import { chatBody, CHAT_MESSAGE_MAX_CHARS } from '../routes/chat.js';
import { ANYONE, SIGNED_IN, problems } from './components.js';
import { embedJsonSchema, type JsonObject } from './schema.js';

const json = (schema: JsonObject, description: string): JsonObject => ({ description, content: { 'application/json': { schema } } });
const zodSchema = (schema: z.ZodType, name: string, schemas: JsonObject, io: 'input' | 'output' = 'output'): JsonObject =>
  embedJsonSchema(z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonObject, name, schemas);

const uuidParameter = (name: string, description: string): JsonObject => ({ name, in: 'path', required: true, description, schema: { type: 'string', format: 'uuid' } });

const conversationSummary = z.object({ id: z.uuid(), title: z.string(), updated_at: z.iso.datetime() });

/** The stylist's conversations. */
const chatPaths = (schemas: JsonObject): JsonObject => ({
  '/api/chat': {
    get: {
      operationId: 'listConversations',
      summary: 'Your stylist conversations, newest first (at most 50)',
      tags: ['chat'],
      security: SIGNED_IN,
      responses: {
        '200': json(zodSchema(z.object({ conversations: z.array(conversationSummary) }), 'chat.conversations', schemas), 'The conversations.'),
        ...problems(401, 503),
      },
    },
    post: {
      operationId: 'chat',
      summary: 'Talk to the stylist',
      description:
        'Sends the newest message of a conversation (AI SDK UI messages; only the last one is read, the history comes from the server) ' +
        'and streams the reply as an AI SDK UI message stream (server-sent events). A change the stylist proposes waits for an answer: ' +
        `send the assistant message back with the approval answered. At most ${CHAT_MESSAGE_MAX_CHARS.toLocaleString('en-US')} characters per message.`,
      tags: ['chat'],
      security: SIGNED_IN,
      requestBody: { required: true, content: { 'application/json': { schema: zodSchema(chatBody, 'chat.request', schemas, 'input') } } },
      responses: {
        '200': { description: 'The reply, as a UI message stream.', content: { 'text/event-stream': { schema: { type: 'string' } } } },
        ...problems(400, 401, 404, 409, 413, 415, 429, 503),
      },
    },
  },
  '/api/chat/{id}': {
    parameters: [uuidParameter('id', 'The conversation.')],
    get: {
      operationId: 'getConversation',
      summary: 'One conversation with its messages',
      tags: ['chat'],
      security: SIGNED_IN,
      responses: {
        '200': json(zodSchema(z.object({ id: z.uuid(), title: z.string(), messages: z.array(z.looseObject({ id: z.string(), role: z.string(), parts: z.array(z.looseObject({ type: z.string() })) })) }), 'chat.conversation', schemas), 'The conversation.'),
        ...problems(400, 401, 404, 503),
      },
    },
    delete: {
      operationId: 'deleteConversation',
      summary: 'Delete a conversation',
      tags: ['chat'],
      security: SIGNED_IN,
      responses: {
        '200': json(zodSchema(z.object({ deleted: z.uuid() }), 'chat.deleted', schemas), 'Deleted.'),
        ...problems(400, 401, 403, 404, 503),
      },
    },
  },
});

/** Photos: upload, read, share. */
const uploadPaths = (schemas: JsonObject): JsonObject => ({
  '/api/uploads': {
    post: {
      operationId: 'uploadPhotos',
      summary: 'Upload photos',
      description: `multipart/form-data with a "bucket" field (${UPLOAD_BUCKETS.join(' or ')}) and up to ${UPLOAD_LIMITS.maxFiles} "files" ` +
        `of at most ${UPLOAD_LIMITS.maxFileBytes / 1024 / 1024} MB each (JPEG, PNG, WebP, AVIF or HEIC); every photo is stored as WebP.`,
      tags: ['uploads'],
      security: SIGNED_IN,
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: ['bucket', 'files'],
              properties: {
                bucket: { type: 'string', enum: [...UPLOAD_BUCKETS] },
                files: { type: 'array', maxItems: UPLOAD_LIMITS.maxFiles, items: { type: 'string', format: 'binary' } },
              },
            },
          },
        },
      },
      responses: {
        '201': json(zodSchema(uploadResponseSchema, 'uploads.response', schemas), 'The stored photos, in the order sent.'),
        ...problems(400, 401, 403, 413, 429, 503),
      },
    },
  },
  '/api/files/{id}': {
    parameters: [uuidParameter('id', 'The upload.')],
    get: {
      operationId: 'getFile',
      summary: 'A stored photo (its owner, or anyone with a signed URL)',
      tags: ['uploads'],
      security: ANYONE,
      parameters: [
        { name: 'expires', in: 'query', required: false, description: 'Of a signed URL: Unix seconds.', schema: { type: 'string' } },
        { name: 'signature', in: 'query', required: false, description: 'Of a signed URL.', schema: { type: 'string' } },
      ],
      responses: {
        '200': { description: 'The photo.', content: { 'image/webp': { schema: { type: 'string', format: 'binary' } } } },
        ...problems(404, 503),
      },
    },
  },
  '/api/files/{id}/signed-url': {
    parameters: [uuidParameter('id', 'The upload.')],
    post: {
      operationId: 'signFileUrl',
      summary: 'A short-lived URL anyone can open for one of your photos',
      tags: ['uploads'],
      security: SIGNED_IN,
      responses: {
        '200': json(zodSchema(signedUrlResponseSchema, 'uploads.signedUrl', schemas), 'The signed URL and when it expires.'),
        ...problems(401, 403, 404, 503),
      },
    },
  },
});

/** The account and its session. */
const accountPaths = (schemas: JsonObject): JsonObject => ({
  '/api/account/export': {
    get: {
      operationId: 'exportAccount',
      summary: 'Download my data',
      description: 'One zip: every row Atelier holds about you (JSON per table, secrets left out) and your uploaded photos.',
      tags: ['account'],
      security: SIGNED_IN,
      responses: {
        '200': { description: 'The zip.', content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } } },
        ...problems(401, 503),
      },
    },
  },
  '/api/session/extend': {
    post: {
      operationId: 'extendSession',
      summary: 'Slide the session’s expiry forward',
      tags: ['auth'],
      security: SIGNED_IN,
      responses: {
        '200': json(zodSchema(z.object({ expires_at: z.iso.datetime() }), 'session.extended', schemas), 'The new expiry.'),
        ...problems(401, 403, 503),
      },
    },
  },
});

/** About the server itself. */
const metaPaths = (schemas: JsonObject): JsonObject => ({
  '/healthz': {
    get: {
      operationId: 'health',
      summary: 'Whether the database and file storage are reachable',
      tags: ['meta'],
      security: ANYONE,
      responses: {
        '200': json(zodSchema(z.object({ status: z.literal('ok'), db: z.literal('ok'), storage: z.literal('ok') }), 'health.ok', schemas), 'Healthy.'),
        '503': {
          description: 'Degraded (Retry-After says when to look again).',
          headers: { 'Retry-After': { schema: { type: 'integer' } } },
          content: { 'application/json': { schema: zodSchema(z.object({ status: z.literal('degraded'), db: z.string(), storage: z.string() }), 'health.degraded', schemas) } },
        },
      },
    },
  },
  '/api/openapi.json': {
    get: {
      operationId: 'openApiDocument',
      summary: 'This document',
      tags: ['meta'],
      security: ANYONE,
      responses: { '200': json({ type: 'object' }, 'The OpenAPI 3.1 document.') },
    },
  },
});

export const appPaths = (schemas: JsonObject): JsonObject => ({
  ...chatPaths(schemas), ...uploadPaths(schemas), ...accountPaths(schemas), ...metaPaths(schemas),
});
