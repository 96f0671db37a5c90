import type { Locale } from '../locales';
import { auditMessages } from './audit';
import { backOfficeMessages } from './back-office';
import { caseFileMessages } from './case-files';
import { claimConversationMessages } from './claim-conversation';
import { claimTotalMessages } from './claim-totals';
import { consoleMessages } from './console';
import { consoleDialogMessages } from './console-dialogs';
import { consoleShellMessages } from './console-shell';
import { fieldFormatMessages } from './field-formats';
import { filingConfirmationMessages } from './filing-confirmation';
import { inspectionMessages } from './inspections';
import { inspectionNoticeMessages } from './inspection-notices';
import { masterApprovalMessages } from './master-approval';
import { portalMessages } from './portal';
import { portalFormMessages } from './portal-forms';
import { portalShellMessages } from './portal-shell';
import { publicPageMessages } from './public-pages';
import { reimbursementNoticeMessages } from './reimbursement-notices';
import { selfServiceMessages } from './self-service';
import { tableMessages } from './tables';
import { workflowHistoryMessages } from './workflow-history';

/** Every UI area's texts for one locale, merged into the catalogue by ../translate. */
export function screenCatalogue(locale: Locale) {
  return {
    ...consoleMessages[locale],
    ...consoleShellMessages[locale],
    ...backOfficeMessages[locale],
    ...portalMessages[locale],
    ...portalShellMessages[locale],
    ...fieldFormatMessages[locale],
    ...portalFormMessages[locale],
    ...publicPageMessages[locale],
    ...reimbursementNoticeMessages[locale],
    ...claimConversationMessages[locale],
    ...masterApprovalMessages[locale],
    ...consoleDialogMessages[locale],
    ...filingConfirmationMessages[locale],
    ...claimTotalMessages[locale],
    ...caseFileMessages[locale],
    ...inspectionMessages[locale],
    ...inspectionNoticeMessages[locale],
    ...selfServiceMessages[locale],
    ...auditMessages[locale],
    ...tableMessages[locale],
    ...workflowHistoryMessages[locale],
  };
}

export type ScreenMessageKey = keyof ReturnType<typeof screenCatalogue>;
