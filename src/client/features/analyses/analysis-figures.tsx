import type { AnalysisFigure } from "@/shared/analyses/contracts";

type Bars = Extract<AnalysisFigure, { kind: "bars" }>;
type Network = Extract<AnalysisFigure, { kind: "network" }>;

/** Horizontal bars with their values written out, so the figure reads without colour or hover. */
export function BarsFigure({ figure }: { figure: Bars }) {
  const max = Math.max(1, ...figure.bars.map((bar) => bar.value));
  return (
    <figure className="space-y-2">
      <figcaption className="text-sm font-medium text-slate-800">{figure.title}</figcaption>
      <ul className="space-y-1.5">
        {figure.bars.map((bar) => (
          <li key={bar.label} className="grid grid-cols-[minmax(0,10rem)_1fr_auto] items-center gap-2 text-xs text-slate-700">
            <span className="truncate" title={bar.label}>
              {bar.label}
            </span>
            <span className="h-2.5 rounded-full bg-slate-100" aria-hidden>
              <span className="block h-full rounded-full bg-teal-600" style={{ width: `${(bar.value / max) * 100}%` }} />
            </span>
            <span className="tabular-nums">{bar.value}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}

const SIZE = 280;
const CENTER = SIZE / 2;
const RADIUS = SIZE / 2 - 40;

/** Nodes on a circle, heavier ones larger; edges thicker with more shared papers. A list follows for screen readers. */
function NetworkFigure({ figure }: { figure: Network }) {
  const positions = new Map(
    figure.nodes.map((node, index) => {
      const angle = (2 * Math.PI * index) / Math.max(1, figure.nodes.length) - Math.PI / 2;
      return [node.id, { x: CENTER + RADIUS * Math.cos(angle), y: CENTER + RADIUS * Math.sin(angle) }];
    }),
  );
  const maxWeight = Math.max(1, ...figure.nodes.map((node) => node.weight));
  const labels = new Map(figure.nodes.map((node) => [node.id, node.label]));
  return (
    <figure className="space-y-2">
      <figcaption className="text-sm font-medium text-slate-800">{figure.title}</figcaption>
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} className="mx-auto w-full max-w-xs" aria-hidden>
        {figure.edges.map((edge) => {
          const from = positions.get(edge.source);
          const to = positions.get(edge.target);
          if (!from || !to) return null;
          return (
            <line
              key={`${edge.source}-${edge.target}`}
              x1={from.x}
              y1={from.y}
              x2={to.x}
              y2={to.y}
              stroke="#94a3b8"
              strokeWidth={Math.min(4, edge.weight)}
            />
          );
        })}
        {figure.nodes.map((node) => {
          const at = positions.get(node.id)!;
          return (
            <g key={node.id}>
              <circle cx={at.x} cy={at.y} r={5 + (8 * node.weight) / maxWeight} fill="#0f766e" />
              <text x={at.x} y={at.y - 14} textAnchor="middle" fontSize="9" fill="#334155">
                {node.label.length > 18 ? `${node.label.slice(0, 17)}…` : node.label}
              </text>
            </g>
          );
        })}
      </svg>
      <ul className="sr-only">
        {figure.edges.map((edge) => (
          <li key={`${edge.source}-${edge.target}`}>
            {labels.get(edge.source)} and {labels.get(edge.target)}: {edge.weight} shared
          </li>
        ))}
      </ul>
    </figure>
  );
}

export function AnalysisFigures({ figures }: { figures: AnalysisFigure[] }) {
  if (figures.length === 0) return null;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {figures.map((figure) =>
        figure.kind === "bars" ? <BarsFigure key={figure.title} figure={figure} /> : <NetworkFigure key={figure.title} figure={figure} />,
      )}
    </div>
  );
}
