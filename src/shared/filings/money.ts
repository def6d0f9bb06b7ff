// Money as the spec shows it (agents-accounts-admin.md §9): $x.xB, $x.xM, $x.xK. Other
// currencies keep their own symbol, or their ISO code when they have no common symbol.

const SYMBOLS: Record<string, string> = { USD: "$", EUR: "€", GBP: "£", JPY: "¥", CNY: "CN¥", INR: "₹", KRW: "₩" };

const UNITS: Array<[number, string]> = [
  [1e12, "T"],
  [1e9, "B"],
  [1e6, "M"],
  [1e3, "K"],
];

/** "$3.6B", "-$1.3B", "€12.0M", "CHF 4.2K", "$950"; null or a non-number is "—". */
export function formatMoney(value: number | null | undefined, currency: string | null = "USD"): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "—";
  const code = (currency ?? "USD").toUpperCase();
  const symbol = SYMBOLS[code];
  const prefix = symbol ?? `${code} `;
  const sign = value < 0 ? "-" : "";
  const absolute = Math.abs(value);
  for (const [size, unit] of UNITS) {
    // 999,950 rounds to 1000.0K; show it as 1.0M instead.
    if (absolute >= size * 0.99995) return `${sign}${prefix}${(absolute / size).toFixed(1)}${unit}`;
  }
  return `${sign}${prefix}${Math.round(absolute)}`;
}

/** A ratio as a percentage with one decimal: 0.1234 → "12.3%". */
export function formatPercent(ratio: number | null | undefined): string {
  if (ratio === null || ratio === undefined || !Number.isFinite(ratio)) return "—";
  return `${(ratio * 100).toFixed(1)}%`;
}
