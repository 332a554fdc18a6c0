import { RosterImportDialog as RosterImportView } from '@/components/roster-import-dialog';
import { downloadRosterErrors, useCheckRoster, useCommitRoster } from '../api/import-roster';

/**
 * 'Nhập danh sách' on a company's contract (spec 3 §2 "Staff import"): the shared two-step dialog
 * (components/roster-import-dialog.tsx, the desk shows the same) with the company's calls.
 */
export function RosterImportDialog({ contractId, open, onClose }: { contractId: string; open: boolean; onClose: () => void }) {
  const check = useCheckRoster(contractId);
  const commit = useCommitRoster(contractId);
  return (
    <RosterImportView
      open={open}
      onClose={onClose}
      check={check.mutateAsync}
      commit={commit.mutateAsync}
      downloadErrors={(preview) => downloadRosterErrors(preview.importId, preview.fileName)}
    />
  );
}
