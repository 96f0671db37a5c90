import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { ProtestLetterList } from './ProtestLetterList';
import { ProtestLetterShow } from './ProtestLetterShow';

/** Letters of protest and their inspections (SPEC §1 flow 1). */
export default {
  list: ProtestLetterList,
  show: ProtestLetterShow,
  icon: ReportProblemIcon,
  recordRepresentation: 'reference',
};
