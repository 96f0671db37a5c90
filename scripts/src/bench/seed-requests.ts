import type { Knex } from 'knex';

/**
 * Years of reimbursement requests written straight into the projection the list reads, in a few
 * set-based statements (no workflow runs for them: the list never asks Temporal).
 *
 * The mix follows what a claims team sees: most cases closed or paid, the open ones spread over
 * the analysis statuses; Brazil the busiest office; a few large customers and a long tail;
 * one to three items per request in BRL or a foreign currency.
 */
export async function seedRequests(db: Knex, count: number): Promise<void> {
  const clients = await seedClients(db, 200);
  const createdBy = (await db('users').where({ email: 'client@example.com' }).first('id')).id as string;
  const ports = await db('ports').pluck('id');
  const vessels = await db('vessels').pluck('id');
  await db.raw(`create temporary table bench_clients (n int primary key, id uuid, office text)`);
  await db('bench_clients').insert(clients.map((c, n) => ({ n, id: c.id, office: c.office })));
  await db.raw(
    `insert into reimbursement_requests (
       id, reference, office, country, team, analysis_status, workflow_id, created_at, updated_at,
       submitted_at, closed_at, client_id, created_by, draft, service_type, tax_id, company_name,
       bl_or_cte, booking_number, invoice_number, port_of_loading_id, port_of_discharge_id,
       discharge_date, vessel_id, voyage, transporter, transport_modal, stuffing_modal, containers,
       time_bar_date, sla_due_at, sla_breached)
     select x.id, 'RR-BENCH-' || lpad(g::text, 7, '0'), c.office, c.office,
       case c.office when 'AR' then 'BUE' when 'BR' then (array['CLI_SAO','CLI_SSZ'])[1 + g % 2] else 'BUE' end,
       status, 'reimbursement-' || x.id, created, created + interval '1 hour', created,
       case when status in ('PROCESS_CLOSED','CLOSED_BY_EXPIRY','PAYMENT_MADE','IMPROCEDENT') then created + interval '40 days' end,
       c.id, ?, false, (array['LONG_COURSE','CABOTAGE'])[1 + g % 2], '00000000000' || lpad((g % 1000)::text, 3, '0'),
       'Cliente ' || c.n, 'MSCU' || lpad(g::text, 9, '0'), 'BK' || g, 'NF-' || g,
       (?::uuid[])[1 + g % ?], (?::uuid[])[1 + (g / 7) % ?], (created - interval '5 days')::date,
       (?::uuid[])[1 + g % ?], g % 900 || 'S', 'Transportes Ltda', 'PORT_TO_PORT', 'WITH_STUFFING_WITH_UNSTUFFING',
       array['MSCU' || lpad((g % 1000000)::text, 6, '0') || (g % 10)],
       (created + interval '1 year')::date, created + interval '30 days', g % 17 = 0
     from (
       select g, gen_random_uuid() as id,
         now() - (power(random(), 1.5) * interval '1095 days') as created,
         (case
            when r < 0.45 then 'PROCESS_CLOSED' when r < 0.55 then 'PAYMENT_MADE'
            when r < 0.60 then 'CLOSED_BY_EXPIRY' when r < 0.65 then 'IMPROCEDENT'
            when r < 0.72 then 'UNDER_ANALYSIS_CLI_SAO' when r < 0.77 then 'UNDER_ANALYSIS_CLI_SSZ'
            when r < 0.81 then 'UNDER_ANALYSIS_BUE' when r < 0.86 then 'AWAITING_DOCS_CLIENT'
            when r < 0.90 then 'AWAITING_PROPOSAL_RESPONSE' when r < 0.93 then 'FULLY_PROCEDENT'
            when r < 0.95 then 'PARTIALLY_PROCEDENT' when r < 0.97 then 'PAYMENT_SCHEDULED'
            else 'AWAITING_PAYMENT_SCHEDULING' end) as status,
         -- A few customers file most claims: the client index is skewed towards 0.
         floor(power(random(), 3) * ${clients.length})::int as client_n
       from (select g, random() as r from generate_series(1, ?) g) s
     ) x
     join bench_clients c on c.n = x.client_n`,
    [createdBy, ports, ports.length, ports, ports.length, vessels, vessels.length, count],
  );
  await seedItems(db);
  // Years-old rows are all-visible by the time anyone lists them: vacuum as autovacuum would have.
  await db.raw(
    'vacuum analyze reimbursement_requests, reimbursement_faults, reimbursement_damages, reimbursement_extra_costs',
  );
}

/** Synthetic customers beside the demo ones, each in one office. */
async function seedClients(db: Knex, count: number): Promise<{ id: string; office: string }[]> {
  const offices = ['BR', 'BR', 'BR', 'BR', 'AR', 'UY', 'PY'];
  const rows = Array.from({ length: count }, (_, i) => ({
    name: `Bench Importadora ${i}`,
    tax_id: `BENCH${String(i).padStart(9, '0')}`,
    country: offices[i % offices.length],
    office: offices[i % offices.length],
  }));
  const inserted: { id: string; office: string }[] = await db('clients')
    .insert(rows)
    .returning(['id', 'office']);
  const demo = await db('clients')
    .whereNotIn(
      'id',
      inserted.map((c) => c.id),
    )
    .select('id', 'office');
  // The demo companies first: they are the big customers the skew favours.
  return [...demo, ...inserted];
}

/** One to three items per request; a quarter of them in USD with a quotation. */
async function seedItems(db: Knex): Promise<void> {
  const items = `select r.id as rid, g,
       case when random() < 0.25 then 'USD' else 'BRL' end as currency,
       round((50 + random() * 20000)::numeric, 2) as total
     from reimbursement_requests r, generate_series(1, 1 + (abs(hashtext(r.id::text)) % 3)) g
     where r.reference like 'RR-BENCH-%'`;
  await db.raw(
    `insert into reimbursement_faults (reimbursement_request_id, product_description, amount, unit_price,
       total_price, currency, quotation, amount_brl)
     select rid, 'Mercadoria ' || g, 1, total, total, currency,
       case when currency = 'USD' then 5.4321 end,
       case when currency = 'USD' then round(total * 5.4321, 2) else total end
     from (${items}) i where g <> 2`,
  );
  await db.raw(
    `insert into reimbursement_extra_costs (reimbursement_request_id, description, value, total, currency, amount_brl)
     select rid, 'Armazenagem', total, total, 'BRL', total from (${items}) i where g = 2`,
  );
}
