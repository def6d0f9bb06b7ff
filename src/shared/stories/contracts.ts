import { z } from "zod";
import { defineOperations } from "../api/contract";
import { entityRefSchema, EVENT_TYPES } from "../entities/vocabulary";
import { storyEndpoints } from "./endpoints";

const storyIdSchema = z.object({ id: z.uuid("Not a story id") });

/** One report of a story, as its page and "Other reports of this story" list it. */
const storyReportSchema = z.object({
  id: z.string(),
  /** The English title. */
  title: z.string(),
  source_url: z.string(),
  /** The source's host name ("fiercebiotech.com"). */
  source: z.string(),
  /** The original article's language (two letters), null when unknown. */
  language: z.string().nullable(),
  /** The article's date, else when it was added. */
  date: z.string(),
  event_types: z.array(z.enum(EVENT_TYPES)),
});
export type StoryReport = z.infer<typeof storyReportSchema>;

export const storySchema = z.object({
  /** The story asked for, or the one it was merged into. */
  id: z.string(),
  /** Its published reports, oldest first: the story's timeline. */
  reports: z.array(storyReportSchema),
  /** Every entity any report mentions, most mentioned first. */
  entities: z.array(entityRefSchema),
  /** The languages its reports were written in. */
  languages: z.array(z.string()),
});
export type Story = z.infer<typeof storySchema>;

const splitRequestSchema = z.object({ news_item_id: z.uuid("Not a news item id") });
const mergeRequestSchema = z.object({ into: z.uuid("Not a story id") });

export const storyOperations = defineOperations("stories", storyEndpoints, {
  get: {
    summary: "A story: its published reports across sources and languages, and their entities",
    params: storyIdSchema,
    responses: { 200: { schema: storySchema, description: "The story (the one it was merged into, if it was)" } },
    errors: [400, 404],
  },
  split: {
    summary: "Take a report out of its story into a story of its own (editors); later clustering leaves it there",
    params: storyIdSchema,
    body: splitRequestSchema,
    responses: { 200: { schema: z.object({ story_id: z.string() }), description: "The report's new story" } },
    errors: [400, 401, 403, 404, 422],
  },
  merge: {
    summary: "Move every report of this story into another (editors); the merged story's address leads to it",
    params: storyIdSchema,
    body: mergeRequestSchema,
    responses: { 200: { schema: storySchema, description: "The story merged into" } },
    errors: [400, 401, 403, 404, 422],
  },
});
