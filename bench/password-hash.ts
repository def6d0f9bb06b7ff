// Measures the password hash used for accounts (src/server/core/auth/password.ts).
// Run: npm run bench:hash
import { performance } from "node:perf_hooks";
import { hashPassword, verifyPassword } from "../src/server/core/auth/password";

const RUNS = 10;
const hashTimes: number[] = [];
const verifyTimes: number[] = [];
await hashPassword("warm-up password");
for (let run = 0; run < RUNS; run += 1) {
  let start = performance.now();
  const hash = await hashPassword(`correct horse battery staple ${run}`);
  hashTimes.push(performance.now() - start);
  start = performance.now();
  await verifyPassword({ hash, password: `correct horse battery staple ${run}` });
  verifyTimes.push(performance.now() - start);
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
console.log(`scrypt N=2^17 r=8 p=1, ${RUNS} runs`);
console.log(`hash   median ${median(hashTimes).toFixed(1)} ms, min ${Math.min(...hashTimes).toFixed(1)} ms, max ${Math.max(...hashTimes).toFixed(1)} ms`);
console.log(`verify median ${median(verifyTimes).toFixed(1)} ms`);
