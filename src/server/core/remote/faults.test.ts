import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataServiceUrls, startDataServices, type DataServicesStub } from "../../../../tests/stubs/data-services";
import { PATENTSVIEW_STUB_KEY } from "../../../../tests/stubs/patents";
import { createTestContext, type TestContext, type TestUser } from "../../../../tests/support/context";

/**
 * Outside services that fail in the ways real ones do, in front of the recorded stubs: a request
 * whose URL carries one of these words gets that failure; any other goes on to the stubs.
 */
const FAULTS = {
  /** Takes the request and never answers. */
  hang: "faulthang",
  /** Sends the headers, then a byte a second, never finishing the body. */
  trickle: "faulttrickle",
  error500: "faulterror",
  /** 200 with an HTML page where JSON belongs. */
  garbage: "faultgarbage",
  /** 200 with JSON of the wrong shape. */
  shape: "faultshape",
  /** The real answer, two seconds late: inside every time-out. */
  slow: "faultslow",
} as const;
type Fault = keyof typeof FAULTS;

/**
 * What each search allows a service before it gives up: its time-out, the deadline of the whole
 * call from its start with its waits for a turn in our rate limiter, retries and back-off
 * (literature/search.ts: 12 s; the others the remote client's default, 15 s), plus a second for
 * the search around the call.
 */
const SERVICES = [
  { name: "Europe PMC", slug: "europepmc", timeoutMs: 12_000 },
  { name: "SEC EDGAR", slug: "secedgar", timeoutMs: 15_000 },
  { name: "ClinicalTrials.gov", slug: "clinicaltrialsgov", timeoutMs: 15_000 },
  { name: "PatentsView", slug: "patentsview", timeoutMs: 15_000 },
] as const;
const budgetMs = (service: (typeof SERVICES)[number]) => service.timeoutMs + 1_000;
type ServiceName = (typeof SERVICES)[number]["name"];

/** What the faulty services were asked for and when, to count and time the attempts of each search. */
const asked: { url: string; at: number }[] = [];
const askedFor = (fault: Fault, service: (typeof SERVICES)[number]) =>
  asked.filter(({ url }) => url.includes(FAULTS[fault]) && url.includes(service.slug));
const attempts = (fault: Fault, service: (typeof SERVICES)[number]) => askedFor(fault, service).length;

let recorded: DataServicesStub;
let faulty: Server;
let ctx: TestContext;
let user: TestUser;

function startFaultyServices(upstream: string): Promise<Server> {
  const server = createServer((request, response) => {
    const url = decodeURIComponent(request.url ?? "/");
    const fault = (Object.keys(FAULTS) as Fault[]).find((name) => url.includes(FAULTS[name]));
    asked.push({ url, at: performance.now() });
    const forward = () => {
      const onward = httpRequest(`${upstream}${request.url}`, { method: request.method, headers: request.headers }, (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      });
      request.pipe(onward);
    };
    switch (fault) {
      case "hang":
        return;
      case "trickle": {
        response.writeHead(200, { "content-type": "application/json" });
        response.write("{");
        const timer = setInterval(() => response.write(" "), 1000);
        response.on("close", () => clearInterval(timer));
        return;
      }
      case "error500":
        return response.writeHead(500, { "content-type": "text/plain" }).end("Internal Server Error");
      case "garbage":
        return response.writeHead(200, { "content-type": "application/json" }).end("<html><body>Bad gateway</body></html>");
      case "shape":
        return response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ unexpected: [1, 2, 3] }));
      case "slow":
        setTimeout(forward, 2_000);
        return;
      default:
        forward();
    }
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

/** One search of the service's screen, through the product's route, timed. */
async function search(service: ServiceName, words: string) {
  const started = performance.now();
  const options = { cookie: user.cookie };
  let response: Awaited<ReturnType<TestContext["request"]>>;
  switch (service) {
    case "Europe PMC":
      response = await ctx.request("POST", "/api/literature/search", { ...options, body: { query: words, sources: ["bioRxiv", "medRxiv"], limit: 20 } });
      break;
    case "SEC EDGAR":
      response = await ctx.request("POST", "/api/filings/search", { ...options, body: { query: words, filingTypes: ["10-K"] } });
      break;
    case "ClinicalTrials.gov":
      response = await ctx.request("POST", "/api/trials/search", { ...options, body: { query: words } });
      break;
    case "PatentsView":
      response = await ctx.request("GET", `/api/patents/search?q=${encodeURIComponent(words)}`, options);
      break;
  }
  return { ...response, elapsedMs: performance.now() - started };
}

/** A query word per service and fault, so no answer is shared or cached between cases. */
const words = (fault: Fault, service: ServiceName) => `${FAULTS[fault]} ${SERVICES.find((each) => each.name === service)!.slug}`;

beforeAll(async () => {
  recorded = await startDataServices(0);
  faulty = await startFaultyServices(recorded.url);
  const { port } = faulty.address() as AddressInfo;
  ctx = await createTestContext({ ...dataServiceUrls(`http://127.0.0.1:${port}`), PATENTSVIEW_API_KEY: PATENTSVIEW_STUB_KEY });
  user = await ctx.signedInUser("user");
});

afterAll(async () => {
  await ctx?.close();
  faulty?.closeAllConnections();
  await new Promise((resolve) => faulty?.close(resolve));
  await recorded?.close();
});

describe("an outside service that fails", () => {
  it.each([
    ["error500", /answered with an error \(status 500\)/, SERVICES, 3],
    ["garbage", /could not be read|could not answer/, SERVICES, 1],
    ["shape", /could not be read|could not answer/, SERVICES.filter((service) => service.name !== "PatentsView"), 1],
  ] as const)("answers %s with a 502 that names the service, in time", async (fault, message, services, tries) => {
    const outcomes = await Promise.all(services.map(async (service) => ({ service, outcome: await search(service.name, words(fault, service.name)) })));
    console.info(`${fault}: ${outcomes.map(({ service, outcome }) => `${service.name} ${outcome.status} in ${Math.round(outcome.elapsedMs)} ms`).join("; ")}`);
    for (const { service, outcome } of outcomes) {
      expect(outcome.status, `${service.name}: ${outcome.text}`).toBe(502);
      expect(outcome.json.error?.message).toContain(service.name);
      expect(outcome.json.error?.message).toMatch(message);
      expect(outcome.elapsedMs).toBeLessThan(budgetMs(service));
      // A 500 is retried twice with back-off within the deadline; an answer that is not one is not.
      expect(attempts(fault, service), service.name).toBe(tries);
    }
  });

  it("answers a PatentsView answer of the wrong shape with a 502", async () => {
    const outcome = await search("PatentsView", words("shape", "PatentsView"));
    console.info(`shape: PatentsView ${outcome.status} in ${Math.round(outcome.elapsedMs)} ms`);
    expect(outcome.status, outcome.text).toBe(502);
    expect(outcome.json.error?.message).toBe("PatentsView could not answer: the answer was not a list of patents");
  });

  it(
    "answers a service that hangs or never finishes its answer with a 502 within its time-out, and serves others meanwhile",
    async () => {
      const cases = (["hang", "trickle"] as const).flatMap((fault) => SERVICES.map((service) => ({ fault, service })));
      let settled = false;
      const outcomes = Promise.all(
        cases.map(async (each) => {
          const outcome = await search(each.service.name, words(each.fault, each.service.name));
          return { ...each, outcome, endedAt: performance.now() };
        }),
      );
      void outcomes.finally(() => (settled = true));

      // While eight searches wait on their services, the server answers everything else at once.
      const answerTimes: number[] = [];
      while (!settled) {
        const started = performance.now();
        const [health, feed] = await Promise.all([ctx.request("GET", "/api/health"), ctx.request("GET", "/api/news")]);
        expect([health.status, feed.status]).toEqual([200, 200]);
        answerTimes.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
      expect(answerTimes.length).toBeGreaterThan(10);
      expect(Math.max(...answerTimes)).toBeLessThan(1_000);

      const finished = await outcomes;
      console.info(
        `while 8 searches waited, health + feed answered ${answerTimes.length} times, slowest ${Math.round(Math.max(...answerTimes))} ms; ` +
          finished.map(({ fault, service, outcome }) => `${service.name} ${fault}: ${outcome.status} in ${(outcome.elapsedMs / 1000).toFixed(1)} s`).join("; "),
      );
      for (const { fault, service, outcome, endedAt } of finished) {
        const label = `${service.name} ${fault}`;
        expect(outcome.status, `${label}: ${outcome.text}`).toBe(502);
        expect(outcome.json.error?.message, label).toBe(`${service.name} took too long to answer. Please try again later.`);
        // One attempt, given the whole time-out: a service that hung once is not asked again.
        expect(attempts(fault, service), label).toBe(1);
        // The wait for a turn in our rate limiter (PatentsView: 0.7 a second) is part of the deadline.
        expect(endedAt - askedFor(fault, service)[0]!.at, label).toBeLessThan(budgetMs(service));
        expect(outcome.elapsedMs, label).toBeGreaterThanOrEqual(service.timeoutMs - 50);
        expect(outcome.elapsedMs, label).toBeLessThan(budgetMs(service));
      }
    },
    120_000,
  );

  it("waits for a slow answer that comes within the time-out", async () => {
    const outcomes = await Promise.all(SERVICES.map(async (service) => ({ service, outcome: await search(service.name, words("slow", service.name)) })));
    for (const { service, outcome } of outcomes) {
      expect(outcome.status, `${service.name}: ${outcome.text}`).toBe(200);
      expect(outcome.elapsedMs).toBeGreaterThan(2_000);
    }
  });

  it("leaves the server healthy: /api/health answers and a normal search works on every screen", async () => {
    expect((await ctx.request("GET", "/api/health")).status).toBe(200);
    const normal: Record<ServiceName, string> = {
      "Europe PMC": "cancer",
      "SEC EDGAR": "SNOW",
      "ClinicalTrials.gov": "Depression",
      PatentsView: "antibody",
    };
    for (const service of SERVICES) {
      const outcome = await search(service.name, normal[service.name]);
      expect(outcome.status, `${service.name}: ${outcome.text}`).toBe(200);
    }
  });
});
