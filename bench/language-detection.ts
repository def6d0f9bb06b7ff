// Short-text accuracy of the product's language detector (src/server/core/ai/language.ts) on the
// hand-labelled gold set, beside two references measured in the same run: plain tinyld `detect`
// (the library the product used before) and plain eld `detect` (the library without our rules).
// Run: npm run bench:language
import { performance } from "node:perf_hooks";
import { eld } from "eld/extrasmall";
import { detect as tinyldDetect } from "tinyld";
import { detectLanguage } from "../src/server/core/ai/language";
import { GOLD_SENTENCES } from "./gold/language-sentences";

type Detector = { name: string; detect: (text: string) => string | null };

const DETECTORS: Detector[] = [
  { name: "product", detect: (text) => detectLanguage(text) },
  { name: "tinyld", detect: (text) => tinyldDetect(text) || null },
  { name: "eld", detect: (text) => eld.detect(text).language || null },
];

const gold = Object.entries(GOLD_SENTENCES).flatMap(([language, sentences]) => sentences.map((text) => ({ language, text })));
const languages = Object.keys(GOLD_SENTENCES);
const percent = (right: number, total: number) => `${((100 * right) / total).toFixed(1)}%`.padStart(7);

const TIMING_ROUNDS = 5;
const results = DETECTORS.map((detector) => {
  const answers = gold.map(({ language, text }) => ({ language, text, answer: detector.detect(text) }));
  const started = performance.now();
  for (let round = 0; round < TIMING_ROUNDS; round += 1) for (const { text } of gold) detector.detect(text);
  return { detector, answers, microsecondsEach: ((performance.now() - started) * 1000) / (gold.length * TIMING_ROUNDS) };
});

const lengths = gold.map(({ text }) => [...text].length);
console.log(
  `${gold.length} hand-labelled sentences of ${Math.min(...lengths)}–${Math.max(...lengths)} characters in ${languages.length} languages`,
);
console.log(`${"language".padEnd(9)}${"n".padStart(4)}${DETECTORS.map(({ name }) => name.padStart(9)).join("")}`);
for (const language of [...languages, "overall"]) {
  const cells = results.map(({ answers }) => {
    const own = answers.filter((entry) => language === "overall" || entry.language === language);
    return percent(own.filter((entry) => entry.answer === entry.language).length, own.length).padStart(9);
  });
  const count = language === "overall" ? gold.length : GOLD_SENTENCES[language as keyof typeof GOLD_SENTENCES].length;
  console.log(`${language.padEnd(9)}${String(count).padStart(4)}${cells.join("")}`);
}

for (const { detector, answers, microsecondsEach } of results) {
  const confusions = new Map<string, number>();
  for (const { language, answer } of answers) {
    if (answer === language) continue;
    const pair = `${language}→${answer ?? "none"}`;
    confusions.set(pair, (confusions.get(pair) ?? 0) + 1);
  }
  const listed = [...confusions].sort((a, b) => b[1] - a[1]).map(([pair, count]) => `${pair} ×${count}`);
  console.log(`${detector.name}: ${microsecondsEach.toFixed(0)} µs a sentence; confusions: ${listed.join(", ") || "none"}`);
}
for (const { language, text, answer } of results[0]!.answers) {
  if (answer !== language) console.log(`  product missed (${language}→${answer ?? "none"}): ${text}`);
}
