import { spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import type { DataServicesStub } from "./data-services";

const ENTRY = path.resolve(import.meta.dirname, "serve-data-services.ts");

/**
 * The recorded data services, replayed by a child process: a test's own event loop (the app, the
 * embedded database, many requests at once) cannot delay their answers. For stubs that a test
 * changes or reads while it runs, use startDataServices in the test's process.
 */
export async function startDataServicesProcess(): Promise<DataServicesStub> {
  // stdin stays open: the child ends when this process does, however it ends.
  const child = spawn(process.execPath, ["--import", "tsx", ENTRY], { stdio: ["pipe", "pipe", "inherit"] });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once("line", resolve);
    void exited.then(() => reject(new Error("the data-service stubs exited before they were listening")));
    child.once("error", reject);
  });
  return {
    url,
    close: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
