import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazyPage } from '../layout/lazy-page';

const ReimbursementList = lazyPage(() => import('./ReimbursementList'), 'ReimbursementList');
const ReimbursementShow = lazyPage(() => import('./ReimbursementShow'), 'ReimbursementShow');

/** Reimbursement requests (SPEC §1 flow 2): the console reads and drives them, never creates them. */
export default {
  list: ReimbursementList,
  show: ReimbursementShow,
  icon: ReceiptLongIcon,
  recordRepresentation: 'reference',
};
