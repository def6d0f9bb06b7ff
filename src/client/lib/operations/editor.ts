import type { editorOperations } from "@/shared/editor/contracts";
import { editorEndpoints } from "@/shared/editor/endpoints";
import { featureClient } from "../feature-client";

/** The editor operations, typed by their shared contract. */
export const editorApi = featureClient<typeof editorOperations>("editor", editorEndpoints);
