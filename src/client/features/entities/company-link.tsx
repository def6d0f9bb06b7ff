import { Link } from "react-router";
import { companyPagePath } from "@/shared/entities/paths";
import { cn } from "@/client/lib/class-names";

/**
 * A company an intelligence source names (a patent's assignee, a filing's registrant, a trial's
 * sponsor), leading to its entity page: the server finds the entity by the name as written.
 */
export function CompanyLink({ name, className }: { name: string; className?: string }) {
  return (
    <Link
      to={companyPagePath(name)}
      className={cn("text-teal-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-teal-600", className)}
    >
      {name}
    </Link>
  );
}
