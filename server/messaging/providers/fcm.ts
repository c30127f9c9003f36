import type { PushProvider } from "../types";

// Firebase Cloud Messaging HTTP v1 (PUSH_PROVIDER=fcm). The adapter follows.
export function createFcmProvider(): PushProvider {
  return {
    name: "fcm",
    async send() {
      throw new Error("PUSH_PROVIDER=fcm is not available yet");
    },
  };
}
