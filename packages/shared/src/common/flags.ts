import { z } from 'zod';
import type { MessageKey } from '../messages.ts';

/** A switch sent as 1/0, true/false or left out (off): a form field, a query parameter or JSON alike. */
export const switchFlag = (key: MessageKey) =>
  z
    .preprocess(
      (v) => (v === undefined || v === '' ? '0' : typeof v === 'boolean' ? (v ? '1' : '0') : String(v)),
      z.enum(['0', '1'], { error: key }),
    )
    .transform((v) => v === '1');
