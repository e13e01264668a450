import { ApiError } from '../errors.ts'

/**
 * Supabase Storage's errors as its API answers them: the body says `{statusCode, error, message}`
 * with the meaningful status as a string, while the HTTP status itself is 400 for every error but
 * a 500 (Storage's error handler does that for backward compatibility). supabase-js's StorageApiError
 * carries both: `status` (HTTP) and `statusCode` (the body's).
 */
export function storageError(statusCode: number, error: string, message: string): ApiError {
  return new ApiError(statusCode === 500 ? 500 : 400, { statusCode: String(statusCode), error, message })
}

export const storageErrors = {
  noSuchBucket: () => storageError(404, 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => storageError(404, 'not_found', 'Object not found'),
  invalidKey: (name: string) => storageError(400, 'InvalidKey', `Invalid key: ${name}`),
  invalidBucketName: () => storageError(400, 'Invalid Input', 'Bucket name invalid'),
  invalidJwt: (message: string) => storageError(400, 'InvalidJWT', message),
  invalidRequest: (message: string) => storageError(400, 'InvalidRequest', message),
  accessDenied: () => storageError(403, 'Unauthorized', 'new row violates row-level security policy'),
  duplicate: () => storageError(409, 'Duplicate', 'The resource already exists'),
  entityTooLarge: () =>
    storageError(413, 'Payload too large', 'The object exceeded the maximum allowed size'),
  invalidMimeType: (mimeType: string) =>
    storageError(415, 'invalid_mime_type', `mime type ${mimeType} is not supported`),
  internal: () => storageError(500, 'internal', 'Internal server error'),
}
