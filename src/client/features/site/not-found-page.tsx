import { Link } from "react-router";
import { ROUTES } from "@/shared/site/routes";
import { Button } from "@/client/components/ui/button";

export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-6xl font-bold text-teal-700">404</h1>
      <p className="mt-4 text-xl text-slate-700">Oops! Page not found</p>
      <Button asChild variant="link" className="mt-6 text-base">
        <Link to={ROUTES.home}>Return to Home</Link>
      </Button>
    </section>
  );
}
