/** "research_trends" → "Research Trends": how analysis types read on buttons, toasts and lists. */
export function analysisTypeLabel(type: string): string {
  return type
    .split("_")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

export function confidencePercent(score: number): string {
  return `${Math.round(score * 100)}%`;
}

export function engineLabel(engine: "builtin" | "openai-compatible", model: string | null): string {
  return engine === "builtin" ? "Computed by the built-in engine from the listed sources" : `Written by ${model ?? "the AI provider"}`;
}
