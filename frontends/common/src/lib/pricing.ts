/**
 * Opening the pricing dialog from a remote. The dialog lives in the shell (PricingProvider), which a
 * remote cannot import; a window event crosses the module-federation boundary without one.
 */
export const OPEN_PRICING_EVENT = 'scholarlens:open-pricing';

/** Asks the shell to open "Choose Your Research Plan". */
export function openPricing(): void {
  window.dispatchEvent(new Event(OPEN_PRICING_EVENT));
}
