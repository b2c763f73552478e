import { sampleImage } from '../media-samples.ts';
import { multipartBody } from '../multipart.ts';
import type { AccessRequest } from './types.ts';

/** A valid picture upload (field `file`, named as the snapshot names its blobs), for D5, D8, F18. */
export const imageUploadRequest = async (): Promise<Omit<AccessRequest, 'url'>> =>
  multipartBody([
    { name: 'file', filename: 'awatar', contentType: 'image/png', data: await sampleImage('png') },
  ]);
