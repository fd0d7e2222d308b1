import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { PricingDialog } from './PricingDialog';

interface PricingApi {
  openPricing: () => void;
}

const PricingContext = createContext<PricingApi>({ openPricing: () => undefined });

export function PricingProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const openPricing = useCallback(() => setOpen(true), []);
  const value = useMemo(() => ({ openPricing }), [openPricing]);
  return (
    <PricingContext.Provider value={value}>
      {children}
      <PricingDialog open={open} onClose={() => setOpen(false)} />
    </PricingContext.Provider>
  );
}

export const usePricing = () => useContext(PricingContext);
