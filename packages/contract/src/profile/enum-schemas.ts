import { z } from 'zod';
import {
  accountStatus,
  certificateType,
  reviewAuthorType,
  reviewCategory,
  visibilityStatus,
  workingArea,
} from './enums.ts';

// The zod schemas of the profile's labelled enums; enums.ts holds keys and labels without zod.

export const AccountStatus = z.enum(accountStatus.keys);
export type AccountStatus = z.infer<typeof AccountStatus>;
export const VisibilityStatus = z.enum(visibilityStatus.keys);
export type VisibilityStatus = z.infer<typeof VisibilityStatus>;
export const WorkingArea = z.enum(workingArea.keys);
export type WorkingArea = z.infer<typeof WorkingArea>;
export const ReviewCategory = z.enum(reviewCategory.keys);
export const ReviewAuthorType = z.enum(reviewAuthorType.keys);
export type ReviewAuthorType = z.infer<typeof ReviewAuthorType>;
export type ReviewCategory = z.infer<typeof ReviewCategory>;
export const CertificateType = z.enum(certificateType.keys);
export type CertificateType = z.infer<typeof CertificateType>;
