import { ROUTES } from "@/shared/site/routes";

/** The query parameter of /auth that names where to go once signed in. */
const RETURN_PARAMETER = "next";

/** /auth, then back to `returnTo` (a path of this site with its query) once signed in. */
export function signInPath(returnTo: string): string {
  return `${ROUTES.auth}?${new URLSearchParams({ [RETURN_PARAMETER]: returnTo }).toString()}`;
}

/**
 * Where sign-in leads: the `next` of /auth when it is a path of this site, else home. A value
 * that could leave the site (`//evil.example`, `/\evil.example`, `https://…`) is ignored.
 */
export function returnPathOf(searchParams: URLSearchParams): string {
  const next = searchParams.get(RETURN_PARAMETER);
  return next && /^\/(?![/\\])/.test(next) ? next : ROUTES.home;
}
