import { z } from 'zod';
import {
  country,
  experienceLevel,
  language,
  orderStatus,
  role,
  voivodeship,
  weekday,
} from './enums.ts';

// The zod schemas of the labelled enums; enums.ts holds their keys and labels without zod.

export const Role = z.enum(role.keys);
export type Role = z.infer<typeof Role>;
export const ExperienceLevel = z.enum(experienceLevel.keys);
export type ExperienceLevel = z.infer<typeof ExperienceLevel>;
export const Weekday = z.enum(weekday.keys);
export type Weekday = z.infer<typeof Weekday>;
export const Language = z.enum(language.keys);
export type Language = z.infer<typeof Language>;
export const OrderStatus = z.enum(orderStatus.keys);
export type OrderStatus = z.infer<typeof OrderStatus>;
export const Country = z.enum(country.keys);
export type Country = z.infer<typeof Country>;
export const Voivodeship = z.enum(voivodeship.keys);
export type Voivodeship = z.infer<typeof Voivodeship>;
