import type { Feature } from "../../core/feature";
import { mountUploads } from "./routes";

// Images for news summaries: uploaded by reviewers, or copied from a summary's outside images.

export { IMAGE_MEDIA_TYPES, UPLOAD_PATH_PREFIX, storeImage } from "./images";

export const uploadsFeature: Feature = { mount: mountUploads };
