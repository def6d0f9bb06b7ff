import type { Feature } from "../../core/feature";
import { editorRoutes } from "./routes";

export const editorFeature: Feature = { routes: editorRoutes };
