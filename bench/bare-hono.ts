// The framework's own limit, for bench/load.ts: a bare Hono route on @hono/node-server and nothing
// else, started the same way as the product (node --import tsx) so that both are measured alike.
//   node --import tsx bench/bare-hono.ts 3902
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const port = Number(process.argv[2] ?? 3902);
const app = new Hono();
app.get("/", (c) => c.text("ok"));
serve({ fetch: app.fetch, port, hostname: "127.0.0.1" }, () => console.log(`bare Hono at http://127.0.0.1:${port}/`));
