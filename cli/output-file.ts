import { writeFile } from 'node:fs/promises';
import path from 'node:path';

// Bytes a command writes to a file the caller names (`reserva consents show --pdf FILE`): a new
// file only, unless the caller said to overwrite it — the refusal decided by the file system's own
// exclusive create (`wx`), so there is no window between a check and the write.

export type FileWrite =
  | { readonly _tag: 'Written'; readonly path: string }
  | { readonly _tag: 'Exists'; readonly path: string }
  | { readonly _tag: 'Unwritable'; readonly path: string; readonly reason: string };

export type WriteOutputFile = (
  file: string,
  bytes: Uint8Array,
  options: { readonly overwrite: boolean },
) => Promise<FileWrite>;

/** Writes `bytes` to `file` (resolved against the working directory), refusing an existing one unless `overwrite`. */
export const writeOutputFile: WriteOutputFile = async (file, bytes, { overwrite }) => {
  const resolved = path.resolve(file);
  try {
    await writeFile(resolved, bytes, { flag: overwrite ? 'w' : 'wx' });
    return { _tag: 'Written', path: resolved };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return { _tag: 'Exists', path: resolved };
    return { _tag: 'Unwritable', path: resolved, reason: error instanceof Error ? error.message : String(error) };
  }
};
