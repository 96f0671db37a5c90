import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../api/client';
import { useApiQuery } from '../api/queries';
import { listKey, pathKey } from '../api/query-keys';
import { useFormToasts } from '../feedback/useFormToasts';

type Values = Record<string, string>;

/**
 * The state of a register/edit form over one api resource: the record loaded for an edit, the
 * values typed, and the server's field errors shown beside their fields (a refusal changes
 * nothing, so the values stay as typed). Other errors go to a toast. The values are filled from
 * the record once: reading it again (a language change) never overwrites what is being typed.
 */
export function useRecordForm<T>(
  path: string,
  id: string | undefined,
  initial: Values,
  toValues: (r: T) => Values,
) {
  const { showError, clearErrors } = useFormToasts();
  const queryClient = useQueryClient();
  const recordPath = `${path}/${id}`;
  const read = useApiQuery<T>(recordPath, { enabled: Boolean(id), refetchOnWindowFocus: false });
  const [values, setValues] = useState<Values>(initial);
  const [filledFor, setFilledFor] = useState<string | undefined>(undefined);
  const [created, setCreated] = useState<T | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (id && read.data && filledFor !== id) {
      setValues(toValues(read.data));
      setFilledFor(id);
    }
    // toValues is a pure mapping given inline by each page: filling again for it would undo typing.
  }, [id, read.data, filledFor]);

  const state = !id || filledFor === id ? 'ready' : read.isError ? 'failed' : 'loading';
  // Absent, or outside the caller's reach: the api answers both 404 so ids cannot be probed.
  const notFound = read.error instanceof ApiError && read.error.status === 404;
  const record = id ? (read.data ?? null) : created;

  // The saved record is the api's answer; the lists it shows in are read again.
  const write = useMutation({
    mutationFn: (body: unknown) => (id ? api.put<T>(recordPath, body) : api.post<T>(path, body)),
    onSuccess: (saved) => {
      if (id) queryClient.setQueryData(pathKey(recordPath), saved);
      else setCreated(saved);
      void queryClient.invalidateQueries({ queryKey: listKey(path) });
    },
  });

  // A field's refusal no longer applies once its value changes.
  const set = (field: string) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };
  /** One field for its input: the value typed, what typing in it does, and its refusal. */
  const field = (name: string) => ({ value: values[name] ?? '', onChange: set(name), error: errors[name] });

  /** Sends `body` (`patch` instead on an edit, if given); answers the saved record, or null when refused (errors then shown). */
  async function save(body: unknown, patch?: unknown): Promise<T | null> {
    setErrors({});
    try {
      const saved = await write.mutateAsync(id ? (patch ?? body) : body);
      // Saved: the page says so, and this form's earlier refusals no longer stand beside it.
      clearErrors();
      return saved;
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fields).length) setErrors(err.fields);
      showError(err);
      return null;
    }
  }

  return { values, field, record, state, notFound, saving: write.isPending, save };
}
