import { atom, useSetAtom } from 'jotai';
import { useCallback } from 'react';

/** The shell's modals (spec 2 lists them; they arrive with their features). */
export type ShellModal = 'rates';

/** The open modal; one value, so opening one closes any other (spec 2, mobile modals). */
export const openModalAtom = atom<ShellModal | null>(null);

export function useOpenModal(): (modal: ShellModal) => void {
  const set = useSetAtom(openModalAtom);
  return useCallback((modal: ShellModal) => set(modal), [set]);
}
