// The data-service stubs in a process of their own (startDataServicesProcess): their answers do
// not wait behind the tests' event loop. Prints its base URL; ends when its parent goes away.
import { startDataServices } from "./data-services";

const stub = await startDataServices(Number(process.env.STUB_PORT ?? 0));
process.stdout.write(`${stub.url}\n`);
const stop = () => void stub.close().finally(() => process.exit(0));
process.stdin.on("end", stop).resume();
process.once("SIGTERM", stop);
