import type { StubHandler } from "./data-services";

// Not written yet: every request gets the data-services server's 404.
export const handlePatents: StubHandler = () => false;
