import { formatMegabytes, UPLOAD_LIMITS, UPLOAD_PROGRESS_RESET_MS, type UploadKind } from '@app/shared';
import { useEffect, useRef, useState } from 'react';
import { translateMessage } from '../../lib/messages.ts';

/** The extension of a picked file, `jpeg` read as `jpg`. */
function extensionOf(name: string): string {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  return ext === 'jpeg' ? 'jpg' : ext;
}

/**
 * The upload's file rules (`UPLOAD_LIMITS`) checked before sending (the server checks them again, with the file's real
 * bytes).
 */
export function checkFile(kind: UploadKind, file: File): string | null {
  const limit = UPLOAD_LIMITS[kind];
  if (!limit.types.includes(extensionOf(file.name))) {
    return translateMessage('fileTypeInvalid', { types: limit.types.join(', ') });
  }
  if (file.size > limit.maxBytes) return translateMessage('fileTooLarge', { max: formatMegabytes(limit.maxBytes) });
  return null;
}

/**
 * Upload progress: 0-100 while sending; after completion (or failure) the bar resets
 * UPLOAD_PROGRESS_RESET_MS later.
 */
export function useUploadProgress() {
  const [percent, setPercent] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function run<T>(send: (onProgress: (percent: number) => void) => Promise<T>): Promise<T> {
    clearTimeout(timer.current);
    setPercent(0);
    try {
      const result = await send((value) => setPercent(Math.min(99, value)));
      setPercent(100);
      return result;
    } finally {
      timer.current = setTimeout(() => setPercent(null), UPLOAD_PROGRESS_RESET_MS);
    }
  }

  /** No bar at once (a dialog closed after its upload shows none when opened again). */
  function reset() {
    clearTimeout(timer.current);
    setPercent(null);
  }

  return { percent, uploading: percent !== null && percent < 100, run, reset };
}
