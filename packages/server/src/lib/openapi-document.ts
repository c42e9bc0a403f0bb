import {
  API_PREFIX,
  type ApiRoute,
  apiOperations,
  BID_ACCESS_HEADER,
  ErrorEnvelopeSchema,
  envelope,
  pagedEnvelope,
  TOKEN_HEADER,
} from '@app/shared';
import { z } from 'zod';

/**
 * The OpenAPI 3.1 document of the route table (packages/shared/src/api): every call with its security, operationId,
 * media types, success answer and error envelope. Generated, never written by hand.
 */

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

const ERROR = { $ref: '#/components/responses/Error' };

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', reused: 'inline' });
  return rest as JsonSchema;
}

function parameters(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => {
    const { description, ...propertySchema } = property;
    return {
      name,
      in: where,
      required: where === 'path' || (object.required ?? []).includes(name),
      ...(description ? { description } : {}),
      schema: propertySchema,
    };
  });
}

function requestBody(route: ApiRoute) {
  const schema = route.body ? jsonSchema(route.body, 'input') : { type: 'object', properties: {} };
  // An upload's file comes only in multipart: JSON and urlencoded bodies cannot carry one.
  if (route.multipart && route.multipart !== 'form') {
    const properties = {
      ...((schema.properties as JsonSchema | undefined) ?? {}),
      file: { type: 'string', format: 'binary', description: `one ${route.multipart} file` },
    };
    const required = [...((schema.required as string[] | undefined) ?? []), ...(route.optionalFile ? [] : ['file'])];
    const multipart = { 'multipart/form-data': { schema: { ...schema, properties, required } } };
    // Without its file (an edit that keeps the picture), the fields may come as JSON or urlencoded too.
    const fieldsOnly = route.optionalFile
      ? { 'application/json': { schema }, 'application/x-www-form-urlencoded': { schema } }
      : {};
    return { required: true, content: { ...fieldsOnly, ...multipart } };
  }
  if (!route.body) return undefined;
  const content: Record<string, { schema: JsonSchema }> = {
    'application/json': { schema },
    'application/x-www-form-urlencoded': { schema },
  };
  if (route.multipart === 'form') content['multipart/form-data'] = { schema };
  return { required: true, content };
}

function success(route: ApiRoute) {
  if (route.produces === 'application/pdf') {
    return {
      description: 'The PDF file',
      content: { 'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } } },
    };
  }
  if (route.produces === 'text/event-stream') {
    return { description: 'Server-sent events', content: { 'text/event-stream': { schema: { type: 'string' } } } };
  }
  const answer = route.paged ? pagedEnvelope(route.data) : envelope(route.data);
  return { description: 'Success envelope', content: { 'application/json': { schema: jsonSchema(answer, 'output') } } };
}

function security(route: ApiRoute) {
  if (route.bidAccess) return [{ bidAccess: [] }];
  return route.auth === 'public' ? [] : [{ token: [] }];
}

function errors(route: ApiRoute) {
  const answers: Record<string, unknown> = { '400': ERROR };
  if (route.auth !== 'public') answers['401'] = ERROR;
  if ((route.auth !== 'public' && route.auth !== 'user') || route.bidAccess) answers['403'] = ERROR;
  answers['429'] = ERROR;
  return answers;
}

function operation(operationId: string, route: ApiRoute): Operation {
  const body = requestBody(route);
  const parameterList = [...parameters(route.params, 'path'), ...parameters(route.query, 'query')];
  return {
    operationId,
    tags: route.tags,
    summary: route.summary,
    security: security(route),
    ...(parameterList.length > 0 ? { parameters: parameterList } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: { '200': success(route), ...errors(route) },
  };
}

export function openApiDocument() {
  const paths: Record<string, Record<string, Operation>> = {};
  const tags = new Set<string>();
  for (const { operationId, route } of apiOperations()) {
    const path = `${API_PREFIX}${route.path.replace(/:([A-Za-z]+)/g, '{$1}')}`;
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation(operationId, route);
    for (const tag of route.tags) tags.add(tag);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Talent platform API',
      version: '1.0.0',
      description:
        'Every answer is an envelope: `{code, msg, data, total?}` on success (code 0), `{code, msg, msg_en}` on ' +
        'failure, with msg in Chinese and msg_en in English.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/', description: 'This server' }],
    tags: [...tags].sort().map((name) => ({ name, description: `The ${name} calls` })),
    paths,
    components: {
      securitySchemes: {
        token: { type: 'apiKey', in: 'header', name: TOKEN_HEADER, description: 'The session token of the login' },
        bidAccess: {
          type: 'apiKey',
          in: 'header',
          name: BID_ACCESS_HEADER,
          description: 'The credential a bid code check answers',
        },
      },
      schemas: { ErrorEnvelope: jsonSchema(ErrorEnvelopeSchema, 'output') },
      responses: {
        Error: {
          description: 'Refused: the error envelope, msg in Chinese and msg_en in English',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
        },
      },
    },
  };
}
