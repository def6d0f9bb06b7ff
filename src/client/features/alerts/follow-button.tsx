import { useEffect, useRef } from "react";
import { BellPlus, BellRing } from "lucide-react";
import { Link, useLocation } from "react-router";
import type { SavedSearch } from "@/shared/alerts/contracts";
import { ALERT_LIMITS } from "@/shared/alerts/rules";
import { can } from "@/shared/auth/permissions";
import { ROUTES } from "@/shared/site/routes";
import { Button } from "@/client/components/ui/button";
import { PendingButton } from "@/client/components/ui/pending-button";
import { toActor, useMe } from "@/client/lib/session";
import { signInPath } from "../auth/return-path";
import { useCreateAlert } from "./use-create-alert";
import { useListAlerts } from "./use-list-alerts";

/** Whether a saved search follows exactly this entity: the entity alone, no words, topics or event. */
export function isFollowing(alert: SavedSearch, slug: string): boolean {
  const { q, tags, entity, event } = alert.query;
  return entity?.slug === slug && !q && tags.length === 0 && !event;
}

/**
 * Follow on an entity's page (issue 19 §1): a saved search of the entity alone, e-mailed as the
 * account's default says. Following links to /alerts; a visitor signs in and comes back.
 */
export function FollowButton({ entity }: { entity: { slug: string; name: string } }) {
  const me = useMe();
  const location = useLocation();
  const isAllowed = can(toActor(me.data), "alerts:manage");
  const list = useListAlerts(isAllowed);
  const follow = useCreateAlert();
  const isFollowed = list.data?.alerts.some((alert) => isFollowing(alert, entity.slug)) ?? false;
  // Follow gives way to the Following link: the focus moves to it, not to the page's start.
  const followingLink = useRef<HTMLAnchorElement>(null);
  const hasFollowedHere = follow.isSuccess;
  useEffect(() => {
    if (hasFollowedHere) followingLink.current?.focus();
  }, [hasFollowedHere]);

  // The button's room is kept while the session loads, so nothing below it moves.
  if (me.isPending) return <div aria-hidden className="h-10 w-26" />;
  if (!isAllowed) {
    return (
      <Button asChild variant="outline">
        <Link to={signInPath(`${location.pathname}${location.search}`)}>
          <BellPlus aria-hidden />
          Follow
        </Link>
      </Button>
    );
  }
  if (isFollowed || hasFollowedHere) {
    return (
      <Button asChild variant="outline">
        <Link ref={followingLink} to={ROUTES.alerts}>
          <BellRing aria-hidden />
          Following
          <span className="sr-only"> {entity.name}: manage in Alerts</span>
        </Link>
      </Button>
    );
  }
  return (
    <PendingButton
      variant="outline"
      isPending={follow.isPending || list.isPending}
      onClick={() => follow.mutate({ name: entity.name.slice(0, ALERT_LIMITS.nameMax), query: { entity: entity.slug } })}
    >
      {!follow.isPending && !list.isPending && <BellPlus aria-hidden />}
      Follow
      <span className="sr-only"> {entity.name}</span>
    </PendingButton>
  );
}
