import { ReimbursedGoods } from './reimbursed-goods';

/** Missing goods: quantity × unit price, in its currency with the BRL equivalent. */
export class ReimbursementFault extends ReimbursedGoods {
  static override tableName = 'reimbursement_faults';
}
