import dayjs, { type ConfigType, type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/** China has one time zone and no daylight saving. */
const CHINA_OFFSET_MINUTES = 8 * 60;

/**
 * A moment in China time (UTC+8), the platform's clock for every time it shows (docs/product/bids.md counts expiry
 * days in it too): a page reads the same on the server that draws it and in a browser anywhere that hydrates it.
 */
export function chinaTime(value?: ConfigType): Dayjs {
  return dayjs(value).utcOffset(CHINA_OFFSET_MINUTES);
}
