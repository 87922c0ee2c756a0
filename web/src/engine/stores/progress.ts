import { create } from 'zustand';

/** The progress state: on while a sign-up request is under way. */
export interface ProgressState {
  progress: boolean;
  setProgress(on: boolean): void;
}

/** Progress shows as a busy cursor on the page. */
function applyCursor(on: boolean) {
  if (typeof document === 'undefined') return;
  document.documentElement.style.cursor = on ? 'wait' : '';
}

export const useProgressStore = create<ProgressState>()((set) => ({
  progress: false,
  setProgress: (on) => {
    applyCursor(on);
    set({ progress: on });
  },
}));
