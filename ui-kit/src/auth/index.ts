export {
  useCreatePassword,
  type CreatePasswordApi,
  type CreatePasswordErrors,
  type Invited,
  type Refusal,
} from './useCreatePassword';
