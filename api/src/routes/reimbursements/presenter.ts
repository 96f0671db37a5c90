interface RequestRow {
  id: string;
  reference: string;
  office: string;
  team: string | null;
  analysis_status: string | null;
  created_at: Date;
  updated_at: Date;
  closed_at: Date | null;
}

interface EventRow {
  seq: number;
  action: string;
  from_status: string | null;
  to_status: string | null;
  done_by: string | null;
  done_at: Date;
}

/** The wire shape of a reimbursement request: camelCase, ISO dates, no internal columns. */
export function presentReimbursement(row: RequestRow, events: EventRow[]) {
  return {
    id: row.id,
    reference: row.reference,
    office: row.office,
    team: row.team,
    analysisStatus: row.analysis_status,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    closedAt: row.closed_at ? new Date(row.closed_at).toISOString() : null,
    log: events.map((e) => ({
      seq: e.seq,
      action: e.action,
      fromStatus: e.from_status,
      toStatus: e.to_status,
      doneBy: e.done_by,
      doneAt: new Date(e.done_at).toISOString(),
    })),
  };
}
