import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon, CheckCircleIcon, CloseIcon } from '../icons/ui-icons';
import './notification.css';

/** SPEC.md sections 4 and 9: notifications appear top-centre and close after 3000 ms. */
export const NOTIFICATION_DURATION_MS = 3000;

export type NotificationKind = 'success' | 'error' | 'info';

/** A way forward offered in the notification ("Sign in"), already translated. */
export interface NotificationAction {
  label: string;
  run: () => void;
}

export interface NotificationInput {
  kind?: NotificationKind;
  /** Already translated. */
  message: string;
  action?: NotificationAction;
}

interface ShownNotification {
  id: number;
  kind: NotificationKind;
  message: string;
  action?: NotificationAction;
}

type Notify = (notification: NotificationInput) => void;

const NotifyContext = createContext<Notify | null>(null);

/**
 * Shows a notification from any page. The notification lives in the app shell, so it stays
 * on screen when the page that raised it navigates away (e.g. "signed in", then home).
 */
export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify needs a <NotificationProvider> above it');
  return notify;
}

/** Holds the one notification of the app (a newer one replaces the current) and shows it. */
export function NotificationProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ShownNotification | null>(null);
  const nextId = useRef(1);

  const notify = useCallback<Notify>(({ kind = 'success', message, action }) => {
    setCurrent({ id: nextId.current++, kind, message, action });
  }, []);

  const dismiss = useCallback(() => setCurrent(null), []);

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <NotificationViewport notification={current} onDismiss={dismiss} />
    </NotifyContext.Provider>
  );
}

function NotificationViewport({ notification, onDismiss }: { notification: ShownNotification | null; onDismiss: () => void }) {
  const { t } = useTranslation();
  // While the pointer or the keyboard is on the notification (to reach its action, say), it stays.
  const [heldId, setHeldId] = useState<number | null>(null);
  const held = notification !== null && heldId === notification.id;

  useEffect(() => {
    if (!notification || held) return;
    const timer = window.setTimeout(onDismiss, NOTIFICATION_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [notification, onDismiss, held]);

  const icon = notification?.kind === 'error' ? <AlertIcon size={22} /> : <CheckCircleIcon size={22} />;

  // The live region is always in the page, so screen readers announce what appears in it.
  return (
    <div className="notification-region" aria-live="polite" aria-atomic="true">
      {notification ? (
        <div
          key={notification.id}
          className={`notification notification--${notification.kind}`}
          data-testid="notification"
          onMouseEnter={() => setHeldId(notification.id)}
          onMouseLeave={() => setHeldId(null)}
          onFocus={() => setHeldId(notification.id)}
          onBlur={() => setHeldId(null)}
        >
          <span className="notification__icon">{icon}</span>
          <p className="notification__message">{notification.message}</p>
          {notification.action ? (
            <button
              type="button"
              className="notification__action"
              onClick={() => {
                notification.action?.run();
                onDismiss();
              }}
            >
              {notification.action.label}
            </button>
          ) : null}
          <button type="button" className="notification__close" onClick={onDismiss} aria-label={t('common.close')}>
            <CloseIcon size={18} />
          </button>
        </div>
      ) : null}
    </div>
  );
}
