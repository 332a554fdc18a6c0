import { RosterImportDialog as RosterImportView } from '@/components/roster-import-dialog';
import { saveBlob } from '@/lib/save-blob';
import { getRosterErrorFile, useRosterCommit, useRosterDryRun } from '../api/roster-import';

/**
 * 'Nhập danh sách' on the company's behalf: the company's own two-step dialog
 * (components/roster-import-dialog.tsx), with the desk's calls (each commit is audited).
 */
export function RosterImportDialog({ contractId, onClose }: { contractId: string; onClose: () => void }) {
  const dryRun = useRosterDryRun(contractId);
  const commit = useRosterCommit(contractId);
  return (
    <RosterImportView
      open
      onClose={onClose}
      check={dryRun.mutateAsync}
      commit={commit.mutateAsync}
      downloadErrors={async (preview) =>
        saveBlob(await getRosterErrorFile(contractId, preview.importId), `loi-${preview.fileName.replace(/\.\w+$/, '')}.xlsx`)
      }
    />
  );
}
