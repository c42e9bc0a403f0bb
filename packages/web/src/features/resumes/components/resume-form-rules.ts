import {
  AddressSchema,
  BirthdaySchema,
  ChineseNameSchema,
  DegreeSchema,
  EmailSchema,
  ExperienceSchema,
  GenderSchema,
  NickNameSchema,
  OptionalMobileSchema,
  ProjectInputSchema,
  SelfDescSchema,
  StatusSchema,
} from '@app/shared';
import type { FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { z } from 'zod';
import { translateMessage } from '../../../lib/messages.ts';
import { zodRule } from '../../../lib/zod-rule.ts';

/** A rule from a shared schema for a value the form holds in another shape (dates as dayjs). */
function mappedRule(schema: z.ZodType, map: (value: unknown) => unknown): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const parsed = await schema.safeParseAsync(map(value));
      if (!parsed.success) throw new Error(translateMessage(parsed.error.issues[0]?.message ?? 'fieldInvalid'));
    },
  };
}

const asDate = (value: unknown) => (dayjs.isDayjs(value) ? value.format('YYYY-MM-DD') : undefined);
const project = ProjectInputSchema.shape;

/** The resume form's field rules, each from the shared schema the server checks the save with. */
export const rules = {
  nick_name: [zodRule(NickNameSchema)],
  chinese_name: [zodRule(ChineseNameSchema)],
  gender: [zodRule(GenderSchema)],
  birthday: [mappedRule(BirthdaySchema, asDate)],
  degree: [zodRule(DegreeSchema)],
  status: [zodRule(StatusSchema)],
  experience: [zodRule(ExperienceSchema)],
  mobile: [zodRule(OptionalMobileSchema)],
  email: [zodRule(EmailSchema)],
  address: [zodRule(AddressSchema)],
  self_desc: [zodRule(SelfDescSchema)],
  project_name: [zodRule(project.project_name)],
  position: [zodRule(project.position)],
  description: [zodRule(project.description)],
  period: [
    {
      validator: async (_rule: unknown, value: [Dayjs | null, Dayjs | null] | null | undefined) => {
        if (!value?.[0] || !value[1]) throw new Error(translateMessage('projectTimeRequired'));
        if (value[1].isBefore(value[0], 'day')) throw new Error(translateMessage('projectEndBeforeStart'));
      },
    },
  ] satisfies FormRule[],
};
