import { ArrowRight, CalendarDays } from "lucide-react";
import { Link } from "react-router";
import { ROUTES } from "@/shared/site/routes";
import { Button } from "@/client/components/ui/button";

// Its own module: inside marketing-blocks, its route table import split the routes into one more
// chunk on the home page's first load.
/** A page's main call to action, with an arrow, and Schedule Demo (the contact page) beside it. */
export function CallsToAction({ label, to }: { label: string; to: string }) {
  return (
    <>
      <Button asChild size="lg">
        <Link to={to}>
          {label}
          <ArrowRight aria-hidden />
        </Link>
      </Button>
      <Button asChild size="lg" variant="outline">
        <Link to={ROUTES.contact}>
          <CalendarDays aria-hidden />
          Schedule Demo
        </Link>
      </Button>
    </>
  );
}
