import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_FILES_SHOWN } from '@mercato/contracts';
import { CloseIcon } from '../../../shared/ui/icons/ui-icons';
import { shortenFileName, visibleFiles } from '../lib/attachments';

interface AttachmentListProps {
  files: readonly File[];
  onRemove: (file: File) => void;
}

function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The chosen files: 4 shown, then a 'N more files' / 'hide list' toggle (SPEC.md section 2). */
export function AttachmentList({ files, onRemove }: AttachmentListProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  if (files.length === 0) return null;
  const { shown, hidden } = visibleFiles(files, expanded);

  return (
    <div className="attachments">
      <p className="attachments__count" aria-live="polite">
        {t('feedback.attachments.count', { count: files.length })}
      </p>
      <ul id={listId} className="attachments__list">
        {shown.map((file) => (
          <li key={`${file.name}-${file.size}-${file.lastModified}`} className="attachments__item">
            <span className="attachments__name" title={file.name}>
              {shortenFileName(file.name)}
            </span>
            <span className="attachments__size">{formatSize(file.size)}</span>
            <button
              type="button"
              className="attachments__remove"
              onClick={() => onRemove(file)}
              aria-label={t('feedback.attachments.remove', { name: file.name })}
              title={t('feedback.attachments.remove', { name: file.name })}
            >
              <CloseIcon size={16} />
            </button>
          </li>
        ))}
      </ul>
      {files.length > FEEDBACK_FILES_SHOWN ? (
        <button type="button" className="attachments__toggle" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded(!expanded)}>
          {expanded ? t('feedback.attachments.hide') : t('feedback.attachments.more', { count: hidden })}
        </button>
      ) : null}
    </div>
  );
}
