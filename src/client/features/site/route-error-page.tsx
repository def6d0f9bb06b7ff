import { Component, useEffect, type ReactNode } from "react";
import { RotateCw } from "lucide-react";
import { Link } from "react-router";
import { ROUTES } from "@/shared/site/routes";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { isChunkLoadError, reloadsFor } from "@/client/lib/chunk-reload";

/**
 * What a page that failed shows (RouteErrorBoundary): what happened, Try again (a reload, which
 * also fetches a newer build) and the way home. A page whose code is gone after a deploy reloads
 * once by itself (lib/chunk-reload.ts). `standalone` when the site's layout itself failed, so the
 * page brings its own frame.
 */
function RouteErrorPage({ error, standalone = false }: { error: unknown; standalone?: boolean }) {
  const reloading = reloadsFor(error);
  useEffect(() => {
    if (reloading) window.location.reload();
  }, [reloading]);

  const content = reloading ? (
    <div className="flex justify-center px-4 py-24">
      <Spinner label="Loading the latest version of the site" className="size-8" />
    </div>
  ) : (
    <section aria-labelledby="route-error-heading" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 id="route-error-heading" className="text-3xl font-bold tracking-tight text-slate-900">
        This page could not be shown
      </h1>
      <p className="mt-4 text-lg text-slate-700">
        {isChunkLoadError(error)
          ? "Part of the page could not be loaded: the site may have been updated since you opened it, or the connection dropped."
          : "Something went wrong while showing this page."}{" "}
        Nothing you saved is lost.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>
          <RotateCw aria-hidden />
          Try again
        </Button>
        <Button asChild variant="outline">
          <Link to={ROUTES.home} reloadDocument>
            Go to the home page
          </Link>
        </Button>
      </div>
    </section>
  );
  return standalone ? <main className="min-h-dvh bg-slate-50 text-slate-900">{content}</main> : content;
}

type BoundaryProps = { readonly children: ReactNode; readonly standalone?: boolean; readonly resetKey?: string };

/**
 * The error boundary of every page (router.tsx): an error while a page renders, or its code that
 * could not be loaded, shows RouteErrorPage instead of a blank screen. Another address (`resetKey`)
 * tries the page again.
 */
export class RouteErrorBoundary extends Component<BoundaryProps, { error: unknown; failed: boolean; resetKey?: string }> {
  override state = { error: null as unknown, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { failed: boolean; resetKey?: string }) {
    return props.resetKey === state.resetKey ? null : { error: null, failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <RouteErrorPage error={this.state.error} standalone={this.props.standalone} /> : this.props.children;
  }
}
