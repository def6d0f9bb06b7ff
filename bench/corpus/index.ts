import type { ArticleInput } from "../../src/server/core/ai/engine";
import { CHINESE, JAPANESE, KOREAN } from "./asian";
import { ENGLISH } from "./english";
import { GERMAN } from "./german";
import { expand } from "./template";

/** Biotech news in English, Chinese, Japanese, Korean and German for the engine benchmark. */
export const CORPUS: readonly ArticleInput[] = expand([...ENGLISH, ...CHINESE, ...JAPANESE, ...KOREAN, ...GERMAN]);
