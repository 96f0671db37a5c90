import { z } from 'zod';
import { SUPPORTED_LOCALES } from '@claims/domain';

const email = z.string().trim().min(1).max(254);
// Long enough for any passphrase, short enough that scrypt's input stays bounded.
const password = z.string().min(1).max(1024);

export const loginSchema = z.object({ email, password }).strict();
export const forgotPasswordSchema = z.object({ email }).strict();
export const createPasswordSchema = z.object({ token: z.string().min(1).max(200), password }).strict();
export const updateMeSchema = z.object({ language: z.enum(SUPPORTED_LOCALES) }).strict();
export const confirmEmailSchema = z.object({ token: z.string().min(1).max(200) }).strict();
