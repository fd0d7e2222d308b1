/** Euros per year without decimals (spec inst §9's sample market values are euros). */
export function formatEuro(amount: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(amount);
}
