import { z } from 'zod';
import type { MessageKey } from '../messages.ts';

/** What a switch may arrive as, written as '0'/'1' where it is one; anything else is left to be refused. */
function asSwitchText(value: unknown): unknown {
  if (value === undefined || value === '') return '0';
  if (typeof value === 'boolean') return value ? '1' : '0';
  // Only a scalar is read as text: String(['1']) and an object's toString would pass for a switch.
  if (typeof value === 'number' || typeof value === 'string') return String(value);
  return value;
}

/** A switch sent as 1/0, true/false or left out (off): a form field, a query parameter or JSON alike. */
export const switchFlag = (key: MessageKey) =>
  z.preprocess(asSwitchText, z.enum(['0', '1'], { error: key })).transform((v) => v === '1');
