'use client';

import { Component, lazy, Suspense, type ReactNode } from 'react';
import { logError } from '@/lib/log';
import { useLandingStore } from '@/engine/stores/landing';
import { loadDialog } from './load-dialog';

const SignupDialog = lazy(loadDialog);

/** A dialog chunk that cannot load leaves the page usable (the loader already reloads once a minute). */
class DialogBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    logError('The sign-up dialog could not load', error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Renders the sign-up dialog, loading its code the first time either dialog flag turns on. */
export function DialogHost() {
  const open = useLandingStore((s) => s.dialog || s.dialogPassword);
  if (!open) return null;
  return (
    <DialogBoundary>
      <Suspense fallback={null}>
        <SignupDialog />
      </Suspense>
    </DialogBoundary>
  );
}
