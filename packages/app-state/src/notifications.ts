import { atom, useSetAtom } from 'jotai';
import { useCallback } from 'react';

/** How grave a notification is; the ui's Toast draws each of these. */
export type NotificationType = 'info' | 'success' | 'warning' | 'error';

/**
 * A notification as the spec names it: id, title, type, optional call to action. Texts arrive
 * already in the page language: the remote that notifies owns its messages, the shell does not.
 */
export interface ShopNotification {
  id: string;
  type: NotificationType;
  title: string;
  cta?: { href: string; text: string };
}

/** Notifications on screen, shared by the shell (which shows them) and every remote. */
export const notificationsAtom = atom<ShopNotification[]>([]);

let sequence = 0;

export function useNotify() {
  const set = useSetAtom(notificationsAtom);
  const notify = useCallback(
    (notification: Omit<ShopNotification, 'id'>): string => {
      const id = `n${++sequence}`;
      // The same message twice in a row shows once: repeated failures must not pile up.
      set((list) =>
        list.some((n) => n.title === notification.title && n.type === notification.type)
          ? list
          : [...list, { ...notification, id }],
      );
      return id;
    },
    [set],
  );
  const dismiss = useCallback(
    (id: string) => set((list) => list.filter((n) => n.id !== id)),
    [set],
  );
  return { notify, dismiss };
}
