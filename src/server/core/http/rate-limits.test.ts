import { describeRateLimitMatrix } from "../../../../tests/support/rate-limit-matrix";

// The limits read nothing from NODE_ENV; this file and rate-limits-production.test.ts show it.
describeRateLimitMatrix("test");
