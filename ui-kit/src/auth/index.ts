export type { Refusal } from './refusal';
export {
  passwordScreenTexts,
  useCreatePassword,
  type CreatePasswordApi,
  type CreatePasswordErrors,
  type Invited,
} from './useCreatePassword';
export { useForgotPassword, type ForgotPasswordApi } from './useForgotPassword';
