import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Schemas } from '../../../api/types';
import { ApiError, apiClient, NETWORK_ERROR } from '../../../lib/api-client';

export type PhotoStatus = Schemas['OwnPhoto']['status'];

/** One of the member's own photos (GET /api/photos.php), with whether other members see it now. */
export type OwnPhoto = Schemas['OwnPhoto'];
type OwnPhotos = Schemas['OwnPhotosResponse'];

export const photosKey = (userId: number) => ['own-photos', userId] as const;

export function listPhotos(): Promise<OwnPhotos> {
  return apiClient.get<OwnPhotos>('/api/photos.php');
}

/** PUT /api/photos.php {id}: makes it the main photo → {photos}. */
export function setMainPhoto(id: number): Promise<OwnPhotos> {
  return apiClient.put<OwnPhotos>('/api/photos.php', { id }, { retries: 1 });
}

/** DELETE /api/photos.php {id} → {photos}. */
export function deletePhoto(id: number): Promise<OwnPhotos> {
  return apiClient.delete<OwnPhotos>('/api/photos.php', { id }, { retries: 0 });
}

export function photosQueryOptions(userId: number) {
  return queryOptions({
    queryKey: photosKey(userId),
    queryFn: listPhotos,
    select: (data) => data.photos,
    staleTime: 30_000,
  });
}

export function usePhotos(userId: number) {
  return useQuery(photosQueryOptions(userId));
}

/** The error of a finished upload request, in the shape of the API client's errors. */
export function uploadErrorOf(status: number, responseText: string): ApiError {
  let code = `http_${status}`;
  let message = '';
  try {
    const body = JSON.parse(responseText) as { error?: unknown; message?: unknown };
    if (typeof body.error === 'string') code = body.error;
    if (typeof body.message === 'string') message = body.message;
  } catch {
    // not JSON (a proxy's page): keep the status
  }
  if (status === 413 && code === `http_413`) code = 'photo_too_large';
  return new ApiError(status, code, message);
}

export interface UploadOptions {
  /** Called with the share sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * POST /api/photos.php (multipart field `photo`) → 201 {photo}. Sent with XMLHttpRequest, which reports
 * the upload progress (fetch does not); the headers are those of the API client. Errors: 400
 * photo_invalid, 413 photo_too_large, 403 photo_limit_reached.
 */
export function uploadPhoto(file: File, options: UploadOptions = {}): Promise<Schemas['AddedPhotoResponse']> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/photos.php');
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-Request-Type', 'client');
    const language = document.documentElement.lang;
    if (language) xhr.setRequestHeader('Accept-Language', language);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as Schemas['AddedPhotoResponse']);
        } catch {
          reject(new ApiError(xhr.status, 'invalid_response', 'The server sent an invalid response.'));
        }
        return;
      }
      reject(uploadErrorOf(xhr.status, xhr.responseText));
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR, 'Network error'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const body = new FormData();
    body.append('photo', file);
    xhr.send(body);
  });
}
