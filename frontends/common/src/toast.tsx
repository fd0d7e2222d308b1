import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { TIMING } from '@scholarlens/contracts';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
}

export interface Toast extends ToastInput {
  id: string;
  open: boolean;
}

export interface ToastApi {
  /** The one current toast (at most one is visible at a time). */
  toast: Toast | null;
  /** Show a toast, replacing any current one. Returns its id. */
  showToast: (input: ToastInput) => string;
  dismiss: (id?: string) => void;
}

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = TIMING.toastDurationMs;

const ToastContext = createContext<ToastApi | null>(null);

let counter = 0;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<Toast | null>(null);
  const removeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const showToast = useCallback((input: ToastInput) => {
    counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
    const id = String(counter);
    if (removeTimer.current) clearTimeout(removeTimer.current);
    setCurrent({ ...input, variant: input.variant ?? 'default', id, open: true });
    return id;
  }, []);

  const dismiss = useCallback((id?: string) => {
    setCurrent((t) => (t && (id === undefined || t.id === id) ? { ...t, open: false } : t));
    if (removeTimer.current) clearTimeout(removeTimer.current);
    removeTimer.current = setTimeout(() => {
      setCurrent((t) => (t && !t.open && (id === undefined || t.id === id) ? null : t));
    }, TIMING.toastRemoveDelayMs);
  }, []);

  const value = useMemo<ToastApi>(() => ({ toast: current, showToast, dismiss }), [current, showToast, dismiss]);
  return <ToastContext.Provider value={value}>{children}</ToastContext.Provider>;
}

/** Toast API; `toast(...)` shows one, replacing the current one. */
export function useToast() {
  const ctx = useContext(ToastContext);
  if (!ctx) throw new Error('useToast must be used inside <ToastProvider> (the shell provides it)');
  return {
    toast: ctx.showToast,
    current: ctx.toast,
    dismiss: ctx.dismiss,
  };
}
