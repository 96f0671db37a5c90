import { useEffect, useState } from 'react';
import { ApiError, api } from '../api/client';
import { useApiErrorToast } from '../feedback/useApiErrorToast';

type Values = Record<string, string>;

/**
 * The state of a register/edit form over one api resource: the record loaded for an edit, the
 * values typed, and the server's field errors shown beside their fields (a refusal changes
 * nothing, so the values stay as typed). Other errors go to a toast.
 */
export function useRecordForm<T>(
  path: string,
  id: string | undefined,
  initial: Values,
  toValues: (r: T) => Values,
) {
  const showError = useApiErrorToast();
  const [values, setValues] = useState<Values>(initial);
  const [record, setRecord] = useState<T | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>(id ? 'loading' : 'ready');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!id) return;
    let live = true;
    api
      .get<T>(`${path}/${id}`)
      .then((r) => {
        if (!live) return;
        setRecord(r);
        setValues(toValues(r));
        setState('ready');
      })
      .catch(() => live && setState('failed'));
    return () => {
      live = false;
    };
    // toValues is a pure mapping given inline by each page: loading again for it would loop.
  }, [path, id]);

  // A field's refusal no longer applies once its value changes.
  const set = (field: string) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  /** Sends `body`; answers the saved record, or null when refused (errors then shown). */
  async function save(body: unknown, patch?: unknown): Promise<T | null> {
    setSaving(true);
    setErrors({});
    try {
      const saved = id ? await api.put<T>(`${path}/${id}`, patch ?? body) : await api.post<T>(path, body);
      setRecord(saved);
      return saved;
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fields).length) setErrors(err.fields);
      showError(err);
      return null;
    } finally {
      setSaving(false);
    }
  }

  return { values, set, record, setRecord, state, errors, saving, save };
}
