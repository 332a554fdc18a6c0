import type { BidFile } from '@portal/contract';
import { downloadBidFile } from '../api/download-file';

type FileLinksProps = {
  files: readonly Pick<BidFile, 'id' | 'name' | 'fullPath'>[];
  /** Public files are plain links (they work before the script has run); a provider's own are fetched with the token. */
  isPrivate?: boolean;
};

/** A list of downloadable files; one without a URL alerts when opened (spec 2 §5). */
export function FileLinks({ files, isPrivate = false }: FileLinksProps) {
  if (files.length === 0) return null;
  return (
    <ul className="bid-files">
      {files.map((file) => (
        <li key={file.id}>
          {file.fullPath && !isPrivate ? (
            <a href={file.fullPath} download={file.name}>
              {file.name}
            </a>
          ) : (
            <button type="button" className="bid-link-button" onClick={() => void downloadBidFile(file)}>
              {file.name}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
