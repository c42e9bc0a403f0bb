import { API_PREFIX, apiOperations } from '@app/shared';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from './openapi-document.ts';

type Operation = {
  operationId: string;
  security: Record<string, string[]>[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { content?: Record<string, unknown>; $ref?: string }>;
};
const document = openApiDocument();
const operationOf = (method: string, path: string) =>
  (document.paths[`${API_PREFIX}${path}`]?.[method.toLowerCase()] ?? {}) as Operation;

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended rules with no error", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(document), config });
    const errors = problems.filter((problem) => problem.severity === 'error');
    expect(errors.map((problem) => `${problem.ruleId}: ${problem.message} ${problem.location[0]?.pointer}`)).toEqual(
      [],
    );
  });

  it('describes every call of the route table with its security, media types and answers', () => {
    for (const { operationId, route } of apiOperations()) {
      const operation = operationOf(route.method, route.path.replace(/:([A-Za-z]+)/g, '{$1}'));
      expect(operation.operationId, route.path).toBe(operationId);
      const schemes = operation.security.flatMap((requirement) => Object.keys(requirement));
      expect(schemes, route.path).toEqual(route.bidAccess ? ['bidAccess'] : route.auth === 'public' ? [] : ['token']);
      expect(operation.responses['400']?.$ref, route.path).toBe('#/components/responses/Error');
      const success = Object.keys(operation.responses['200']?.content ?? {});
      expect(success, route.path).toEqual([route.produces ?? 'application/json']);
      const media = Object.keys(operation.requestBody?.content ?? {}).sort();
      const forms = ['application/json', 'application/x-www-form-urlencoded'];
      const upload = route.multipart !== undefined && route.multipart !== 'form';
      if (upload && !route.optionalFile) expect(media, route.path).toEqual(['multipart/form-data']);
      else if (route.body) {
        expect(media, route.path).toEqual([...forms, ...(route.multipart ? ['multipart/form-data'] : [])].sort());
      } else expect(media, route.path).toEqual([]);
    }
  });
});
