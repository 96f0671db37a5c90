import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { ReimbursementList } from './ReimbursementList';
import { ReimbursementShow } from './ReimbursementShow';

/** Reimbursement requests (SPEC §1 flow 2): the console reads and drives them, never creates them. */
export default {
  list: ReimbursementList,
  show: ReimbursementShow,
  icon: ReceiptLongIcon,
  recordRepresentation: 'reference',
};
