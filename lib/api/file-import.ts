import { ApiRequestError, uploadFile, type ApiErrorBody } from './client';

const fileType = (name: string) =>
  /\.xlsx$/i.test(name)
    ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
    : 'text/csv';

/**
 * A file sent to an import for checking (`dryRun`) or for writing; `onProgress` follows the
 * upload. A file with errors answers its check as a 422 does.
 */
export async function uploadImport<R>(
  path: string,
  file: File,
  { dryRun, skipInvalid }: { dryRun: boolean; skipInvalid: boolean },
  onProgress: (share: number) => void,
): Promise<R> {
  const query = `?dryRun=${dryRun ? 1 : 0}&skipInvalid=${skipInvalid ? 1 : 0}`;
  // By the name: Windows calls a .csv «application/vnd.ms-excel» when Excel is installed.
  const typed = new Blob([file], { type: fileType(file.name) });
  const { status, body } = await uploadFile(`${path}${query}`, typed, onProgress);
  if (status === 200) return body as R;
  if (status === 422 && body && typeof body === 'object' && 'result' in body) {
    return (body as { result: R }).result;
  }
  const error = body && typeof body === 'object' && 'error' in body ? (body as ApiErrorBody) : null;
  throw new ApiRequestError(status, error);
}
