import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import type { Agent } from "./site-data/agents";

/** One agent: icon, name, category, status and the way in (a disabled button until it is available). */
function AgentCard({ agent }: { agent: Agent }) {
  const { icon: Icon, route } = agent;
  const action = agent.actionLabel ?? "Launch";
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <span aria-hidden className="flex size-11 items-center justify-center rounded-lg bg-teal-50 text-teal-700">
          <Icon className="size-6" />
        </span>
        <Badge variant={agent.status === "Active" ? "teal" : "amber"}>{agent.status}</Badge>
      </div>
      <h3 className="mt-4 text-lg font-semibold text-slate-900">{agent.name}</h3>
      <p className="mt-1 text-sm font-medium text-teal-800">{agent.category}</p>
      <p className="mt-3 flex-1 text-sm text-slate-600">{agent.description}</p>
      <div className="mt-6">
        {route ? (
          <Button asChild variant="outline" className="w-full">
            <Link to={route}>
              {action}
              <span className="sr-only"> {agent.name}</span>
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        ) : (
          <Button disabled className="w-full" variant="outline">
            {action}
            <span className="sr-only"> {agent.name}</span>
          </Button>
        )}
      </div>
    </li>
  );
}

/** Agent cards in rows of up to three. */
export function AgentCards({ agents }: { agents: readonly Agent[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {agents.map((agent) => (
        <AgentCard key={agent.name} agent={agent} />
      ))}
    </ul>
  );
}
