/** What a failed call to the api says, read from the UI's own error type. */
export interface Refusal {
  status?: number;
  code?: string;
  fields?: Record<string, string>;
  /** The api's message, in the request's language; none for a failure that is not its answer. */
  message?: string;
}
