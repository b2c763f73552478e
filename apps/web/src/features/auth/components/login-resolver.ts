import { LoginRequest } from '@handlowo/contract';
import { zodResolver } from '@hookform/resolvers/zod';

/** The login form's validation: the contract's schema, loaded lazily by login-form.tsx. */
export const loginResolver = zodResolver(LoginRequest);
