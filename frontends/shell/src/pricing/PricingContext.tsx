import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { OPEN_PRICING_EVENT } from '@scholarlens/common';
import { PricingDialog } from './PricingDialog';

interface PricingApi {
  openPricing: () => void;
}

const PricingContext = createContext<PricingApi>({ openPricing: () => undefined });

export function PricingProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const openPricing = useCallback(() => setOpen(true), []);
  const value = useMemo(() => ({ openPricing }), [openPricing]);
  // Remotes ask for the dialog with a window event (common's openPricing).
  useEffect(() => {
    window.addEventListener(OPEN_PRICING_EVENT, openPricing);
    return () => window.removeEventListener(OPEN_PRICING_EVENT, openPricing);
  }, [openPricing]);
  return (
    <PricingContext.Provider value={value}>
      {children}
      <PricingDialog open={open} onClose={() => setOpen(false)} />
    </PricingContext.Provider>
  );
}

export const usePricing = () => useContext(PricingContext);
