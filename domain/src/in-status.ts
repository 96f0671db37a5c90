/** A transition's `from` for the statuses it is legal in, for either kind of case. */
export const inStatus =
  <C extends { status: string }>(...statuses: C['status'][]) =>
  (c: C) =>
    statuses.includes(c.status);
