'use client';

import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

interface MenuState {
  open: boolean;
  setOpen: (open: boolean) => void;
}

const MenuContext = createContext<MenuState | null>(null);

/** Shared by the header (dark logo while open), the burger button and the menu dialog. */
export function MenuStateProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const value = useMemo(() => ({ open, setOpen }), [open]);
  return <MenuContext.Provider value={value}>{children}</MenuContext.Provider>;
}

export function useMenuState(): MenuState {
  const state = useContext(MenuContext);
  if (!state) throw new Error('useMenuState outside MenuStateProvider');
  return state;
}
