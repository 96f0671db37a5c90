/** GET /api/dashboard (api/src/routes/dashboard). */
export interface DashboardFigures {
  openByStatus: { status: string; count: number }[];
  openByTeam: { team: string | null; count: number }[];
  medianDaysToFirstAnswer: number | null;
  medianDaysToClose: number | null;
  sla: { decided: number; withinSla: number; share: number | null };
  amountsByMonth: { month: string; claimedBrl: string; paidBrl: string }[];
  timeBarWithin30Days: number;
  lateProtestLetters: number;
}
