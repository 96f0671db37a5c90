import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { lazyPage } from '../layout/lazy-page';

const ProtestLetterList = lazyPage(() => import('./ProtestLetterList'), 'ProtestLetterList');
const ProtestLetterShow = lazyPage(() => import('./ProtestLetterShow'), 'ProtestLetterShow');

/** Letters of protest and their inspections (SPEC §1 flow 1). */
export default {
  list: ProtestLetterList,
  show: ProtestLetterShow,
  icon: ReportProblemIcon,
  recordRepresentation: 'reference',
};
