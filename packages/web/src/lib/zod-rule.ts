import type { FormRule } from 'antd';
import type { z } from 'zod';
import { translateMessage } from './messages.ts';

/** First issue message of a failed parse, translated (schemas carry MESSAGES keys as messages). */
function firstMessage(issues: readonly z.core.$ZodIssue[], path?: PropertyKey): string | undefined {
  const issue = path === undefined ? issues[0] : issues.find((i) => i.path[0] === path);
  return issue ? translateMessage(issue.message) : undefined;
}

/**
 * An antd Form rule from a shared zod schema of ONE field, e.g. `zodRule(PhoneSchema)`.
 * Empty input is checked by the schema too, so the 'required' message is the schema's own.
 */
export function zodRule(schema: z.ZodType): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const parsed = await schema.safeParseAsync(value ?? undefined);
      if (!parsed.success) throw new Error(firstMessage(parsed.error.issues));
    },
  };
}

/**
 * An antd Form rule for `field` of a shared OBJECT schema, checked against the whole form so
 * cross-field refinements apply (e.g. RegisterFormSchema: confirm must equal password).
 * `extra` supplies values that are not form fields (e.g. captcha_id).
 */
export function zodFieldRule<S extends z.ZodObject>(
  schema: S,
  field: keyof z.input<S> & string,
  extra: () => Record<string, unknown> = () => ({}),
): FormRule {
  return (form) => ({
    validator: async (_rule, value: unknown) => {
      const own = schema.shape[field] as z.ZodType | undefined;
      if (own) {
        const single = await own.safeParseAsync(value ?? undefined);
        if (!single.success) throw new Error(firstMessage(single.error.issues));
      }
      const whole = await schema.safeParseAsync({ ...form.getFieldsValue(true), ...extra(), [field]: value });
      const message = whole.success ? undefined : firstMessage(whole.error.issues, field);
      if (message) throw new Error(message);
    },
  });
}
