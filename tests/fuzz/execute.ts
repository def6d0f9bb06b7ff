import type { TestRequestOptions } from "../support/context";
import { wellFormed } from "./hostile";
import { declaredRefusal } from "../support/access";
import type { OperationSpec, TargetKind } from "./operations";
import type { DocOperation, Plan, TargetPlan } from "./plan";
import { callerView, freshComment, freshEntity, freshEntityMention, freshSite, type CallerView, type World } from "./world";

/** `segment` fills the path's first parameter (`{id}`, `{slug}`); `item` its `{item_id}` where it has one. */
type ResolvedTarget = { kind: TargetKind | "unknown" | "malformed"; segment: string; item?: string };

export type Sent = {
  caller: CallerView;
  target: ResolvedTarget | null;
  path: string;
  response: Awaited<ReturnType<World["ctx"]["request"]>>;
};

/** The resource a plan names; `fresh` operations get a new one each time (they change or delete it). */
async function resolveTarget(world: World, plan: TargetPlan, caller: CallerView, fresh: boolean): Promise<ResolvedTarget> {
  const { ctx, bystander } = world;
  const own = caller.account;
  switch (plan.kind) {
    case "unknown":
      return { kind: "unknown", segment: plan.id };
    case "malformed":
      return { kind: "malformed", segment: plan.segment };
    case "publishedNews":
      return { kind: plan.kind, segment: fresh ? (await ctx.createNewsItem({ status: "published", createdBy: bystander.id })).id : world.published.id };
    case "pendingNewsOwn":
      // Editor access without an account owns nothing: its "own" item is someone else's.
      if (!own) return resolveTarget(world, { kind: "pendingNewsOther" }, caller, fresh);
      return {
        kind: plan.kind,
        segment: fresh ? (await ctx.createNewsItem({ status: "pending", createdBy: own.id })).id : world.pendingOf.get(own.id)!,
      };
    case "pendingNewsOther":
      return { kind: plan.kind, segment: fresh ? (await ctx.createNewsItem({ status: "pending", createdBy: bystander.id })).id : world.bystanderPending };
    case "commentOwn":
      if (!own) return resolveTarget(world, { kind: "commentOther" }, caller, fresh);
      return { kind: plan.kind, segment: await freshComment(ctx, { newsItemId: world.published.id, userId: own.id }) };
    case "commentOther":
      return { kind: plan.kind, segment: await freshComment(ctx, { newsItemId: world.published.id, userId: bystander.id }) };
    case "site":
      return { kind: plan.kind, segment: await freshSite(ctx, world.accounts.admin[0]!.id) };
    case "failedEmail":
      return { kind: plan.kind, segment: String(await ctx.createFailedEmail()) };
    case "run":
      return { kind: plan.kind, segment: world.runId };
    case "entity":
      return { kind: plan.kind, segment: await freshEntity(ctx) };
    case "entityMention":
      return { kind: plan.kind, segment: await freshEntityMention(ctx, world.published.id), item: world.published.id };
  }
}

function requestOptions(plan: Plan, cookie: string | undefined): TestRequestOptions {
  const options: TestRequestOptions = { cookie, ip: plan.ip, headers: plan.foreignOrigin ? { origin: "https://attacker.example" } : {} };
  const body = plan.body;
  if (body.kind === "json") {
    // Stringified here: the test client would send a bare string value as raw text.
    options.body = JSON.stringify(body.value);
  } else if (body.kind === "text") {
    options.body = body.text;
  } else if (body.kind === "form") {
    const form = new FormData();
    for (const [name, value] of body.fields) form.append(name, value);
    options.form = form;
    if (body.contentType) options.headers = { ...options.headers, "content-type": body.contentType };
  }
  return options;
}

export async function send(world: World, operation: DocOperation, spec: OperationSpec, plan: Plan): Promise<Sent> {
  const caller = callerView(world, plan.caller, plan.account, { disposable: spec.disposableCookie ?? false });
  const cookie = plan.caller === "anonymous" ? (plan.strayCookie ?? undefined) : caller.cookie;
  const target = plan.target ? await resolveTarget(world, plan.target, caller, spec.targets?.fresh ?? false) : null;
  const query = plan.query
    .map(({ name, value, raw }) => `${encodeURIComponent(wellFormed(name))}=${raw ? value : encodeURIComponent(wellFormed(value))}`)
    .join("&");
  // A target that names no item (unknown, malformed) leaves `{item_id}` as it is: no item has that id.
  const filled = target ? operation.path.replace(/\{(?:id|slug)\}/, target.segment).replace("{item_id}", target.item ?? "{item_id}") : operation.path;
  const path = `${filled}${query ? `?${query}` : ""}`;
  const body = plan.body;
  const completed =
    spec.completeBody && body.kind === "json" && body.value && typeof body.value === "object" && !Array.isArray(body.value)
      ? { ...plan, body: { kind: "json" as const, value: spec.completeBody(body.value as Record<string, unknown>, caller, world) } }
      : plan;
  const response = await world.ctx.request(operation.method, path, requestOptions(completed, cookie));
  return { caller, target, path, response };
}

/** Whether the permission table and the resource allow this caller a 2xx here. */
export function mayGet2xx(operation: DocOperation, spec: OperationSpec, sent: Sent): boolean {
  if (declaredRefusal(operation.access, sent.caller.actor) !== null) return false;
  const { target } = sent;
  if (!target) return true;
  if (target.kind === "unknown" || target.kind === "malformed") return false;
  return spec.targets!.allows(target.kind, sent.caller);
}
