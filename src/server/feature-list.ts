import type { Feature } from "./core/feature";
import { accountsFeature } from "./features/accounts";
import { alertsFeature } from "./features/alerts";
import { analysesFeature } from "./features/analyses";
import { catalystsFeature } from "./features/catalysts";
import { chatFeature } from "./features/chat";
import { commentsFeature } from "./features/comments";
import { contactFeature } from "./features/contact";
import { editorFeature } from "./features/editor";
import { emailFeature } from "./features/email";
import { entitiesFeature } from "./features/entities";
import { filingsFeature } from "./features/filings";
import { healthFeature } from "./features/health";
import { literatureFeature } from "./features/literature";
import { monitorFeature } from "./features/monitor";
import { newsFeature } from "./features/news";
import { patentsFeature } from "./features/patents";
import { profileFeature } from "./features/profile";
import { storiesFeature } from "./features/stories";
import { trialsFeature } from "./features/trials";
import { uploadsFeature } from "./features/uploads";

/**
 * Every feature of the server. app.ts mounts their API routes in this order (the first route that
 * matches a path answers it), then their other paths in this order; background.ts registers their
 * jobs and schedules.
 */
export const FEATURES: readonly Feature[] = [
  healthFeature,
  accountsFeature,
  editorFeature,
  uploadsFeature,
  newsFeature,
  commentsFeature,
  entitiesFeature,
  alertsFeature,
  storiesFeature,
  catalystsFeature,
  profileFeature,
  contactFeature,
  analysesFeature,
  literatureFeature,
  filingsFeature,
  trialsFeature,
  patentsFeature,
  monitorFeature,
  emailFeature,
  chatFeature,
];
