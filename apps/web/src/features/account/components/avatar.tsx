import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredUser } from '../../../shared/lib/stored-user';

function initialsOf(user: StoredUser): string {
  const letters = [user.firstName, user.lastName]
    .map((part) => (typeof part === 'string' ? part.trim().charAt(0) : ''))
    .join('');
  return (letters || user.email.charAt(0)).toUpperCase();
}

/** The user's picture, or their initials when there is none (or it fails to load). */
export function Avatar({ user, src, size = 'lg' }: { user: StoredUser; src?: string | null; size?: 'md' | 'lg' }) {
  const { t } = useTranslation();
  const url = src ?? (typeof user.avatar === 'string' && user.avatar ? user.avatar : null);
  const [failed, setFailed] = useState<string | null>(null);
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;

  if (url && failed !== url) {
    return (
      <img
        className={`profile-avatar profile-avatar--${size}`}
        src={url}
        alt={t('account.profile.avatar.alt', { name })}
        data-testid="profile-avatar"
        onError={() => setFailed(url)}
      />
    );
  }
  return (
    <span className={`profile-avatar profile-avatar--${size} profile-avatar--initials`} role="img" aria-label={t('account.profile.avatar.alt', { name })} data-testid="profile-avatar-initials">
      {initialsOf(user)}
    </span>
  );
}
